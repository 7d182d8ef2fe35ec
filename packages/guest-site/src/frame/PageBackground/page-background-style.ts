import {
  backgroundSizeValue,
  clampBackgroundOpacity,
  formatBackgroundPosition,
  type PublicPageBackground,
  parseBackgroundPosition,
  parseBackgroundSize,
  type SitePage,
} from '@wedding/core';
import type { CSSProperties } from 'react';

/**
 * A CSS string literal for `url(...)`: quotes, backslashes and line breaks are escaped so an upload path can
 * never end the declaration early.
 */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r\f]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}")`;
}

/**
 * The image layer's inline style from a stored background (docs/requirements.md A5): opacity 0.1-1, position 'X% Y%'
 * clamped to 0-100, size cover/contain/auto or a cover zoom 'N%', grayscale as a filter. Stored values that are out of
 * range or malformed are read through core's clamps, so what guests see matches the dashboard's controls.
 */
export function pageBackgroundStyle(background: PublicPageBackground): CSSProperties {
  const { size, zoom } = parseBackgroundSize(background.size);
  return {
    backgroundImage: cssUrl(background.url),
    backgroundPosition: formatBackgroundPosition(parseBackgroundPosition(background.position)),
    backgroundSize: backgroundSizeValue(size, zoom),
    backgroundRepeat: 'no-repeat',
    opacity: clampBackgroundOpacity(background.opacity),
    filter: background.grayscale ? 'grayscale(1)' : undefined,
  };
}

/** The background assigned to `page`, if any (a wedding has at most one per page). */
export function backgroundForPage(
  backgrounds: readonly PublicPageBackground[],
  page: SitePage,
): PublicPageBackground | undefined {
  return backgrounds.find((background) => background.page === page);
}
