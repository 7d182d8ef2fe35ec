import type { Locale } from '@wedding/core';
import { frameText } from '../../frame/frame-text';
import * as styles from './SiteFooter.css';

export interface SiteFooterProps {
  /** The couple's names as the page shows them ('Lena & Jonas'). */
  names: string | null;
  locale: Locale;
}

/** The page's end: the couple's names, a closing line and a way back to the top (useful on long phone pages). */
export function SiteFooter({ names, locale }: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      {names ? <p className={styles.names}>{names}</p> : null}
      <p className={styles.closing}>{frameText('footer.closing', locale)}</p>
      <a href="#top" className={styles.topLink}>
        {frameText('footer.backToTop', locale)}
      </a>
    </footer>
  );
}
