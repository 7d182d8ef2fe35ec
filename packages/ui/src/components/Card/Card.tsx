import { type ReactNode, useId } from 'react';
import * as styles from './Card.css';

export const cardElevations = ['flat', 'raised'] as const;
export type CardElevation = (typeof cardElevations)[number];
export const cardHeadingLevels = [2, 3, 4] as const;

export interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Actions aligned with the title, e.g. an IconButton menu. */
  actions?: ReactNode;
  elevation?: CardElevation;
  /** Heading level of the title so cards fit the page outline. */
  headingLevel?: (typeof cardHeadingLevels)[number];
  children?: ReactNode;
}

export function Card({
  title,
  description,
  actions,
  elevation = 'flat',
  headingLevel = 3,
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section
      className={styles.card({ elevation })}
      data-elevation={elevation}
      aria-labelledby={title ? titleId : undefined}
    >
      {title || actions ? (
        <div className={styles.header}>
          <div>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
