import type { ReactNode } from 'react';
import * as styles from './section.css';

export interface SectionShellProps {
  /** The anchor (#info, #rsvp …); the heading id derives from it so pages can hold each section once. */
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** Every content section: a landmark named by its h2, with density spacing and the layout's heading style. */
export function SectionShell({ id, heading, intro, children }: SectionShellProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section} data-section={id}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
