import * as styles from './Spinner.css';

/** Decorative busy indicator: the busy state itself is announced by the owning control. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" data-spinner="" />;
}
