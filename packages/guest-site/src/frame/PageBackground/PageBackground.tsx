import type { PublicPageBackground } from '@wedding/core';
import * as styles from './PageBackground.css';
import { pageBackgroundStyle } from './page-background-style';

export interface PageBackgroundProps {
  /** The background assigned to this page; nothing is rendered without one. */
  background: PublicPageBackground | null | undefined;
}

/**
 * A page's decorative background (docs/requirements.md A3 and A5): the image as a CSS background (so it never competes
 * with the content for LCP or the accessibility tree) with the couple's opacity, position, size/zoom and grayscale,
 * plus an optional token-coloured pattern. Place it first inside a `position: relative` frame.
 */
export function PageBackground({ background }: PageBackgroundProps) {
  if (!background) return null;
  return (
    <div className={styles.layer} aria-hidden="true" data-page-background={background.page}>
      <div className={styles.image} style={pageBackgroundStyle(background)} />
      {background.showPattern ? <div className={styles.pattern} data-pattern="" /> : null}
    </div>
  );
}
