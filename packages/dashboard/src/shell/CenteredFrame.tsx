import type { ReactNode } from 'react';
import * as styles from './CenteredFrame.css';

/** A page with one thing in the middle: error screens, the login form, onboarding. */
export function CenteredFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={styles.frame}>
      <div className={wide ? styles.wideColumn : styles.column}>{children}</div>
    </div>
  );
}
