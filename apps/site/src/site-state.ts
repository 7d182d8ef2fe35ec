import type { SitePageState } from '@wedding/core';
import type { ThemeCssVars } from '@wedding/ui';

/** What the API loaded for one page (core's `SitePageState`) is the input of the server renderer. */
export type { ColorModePreference, SiteErrorType, SitePageState } from '@wedding/core';

/**
 * Everything the server rendered the page from: the loaded state plus the theme variables of both colour modes
 * (derived on the server, so the browser bundle needs no colour maths). Embedded in the page as JSON
 * (`<script type="application/json" id="wedding-site-state">`), so the client hydrates with exactly the
 * same input and renders the same markup.
 */
export type EmbeddedSiteState = SitePageState & { themeCssVars: ThemeCssVars };

export const SITE_STATE_ELEMENT_ID = 'wedding-site-state';

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` are written as \u escapes (so no
 * `</script>` or `<!--` can end or confuse the element), and U+2028/U+2029 too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const serializeSiteState = (state: EmbeddedSiteState): string => scriptSafeJson(state);
