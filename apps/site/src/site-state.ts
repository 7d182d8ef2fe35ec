import type {
  Customization,
  Locale,
  PublicPageBackground,
  PublicWeddingCard,
  PublicWeddingView,
} from '@wedding/core';
import type { ThemeCssVars } from '@wedding/ui';

/** The guest's colour choice as stored in the preferred-color-mode cookie; 'system' follows the device. */
export type ColorModePreference = 'light' | 'dark' | 'system';

/** The error screens the server can answer with (core error-boundary types). */
export type SiteErrorType = 'wedding_not_found' | 'server_error';

/** What the API loaded for one page (its `SitePageState`): the input of the server renderer. */
export type SiteState =
  | {
      screen: 'site';
      locale: Locale;
      colorMode: ColorModePreference;
      wedding: PublicWeddingView;
      /** The server's clock at render time (ISO), so the countdown renders the same on both sides. */
      now: string;
      /** A member or admin previewing with their session: logging out also ends that session. */
      viewer: 'guest' | 'member';
    }
  | {
      screen: 'access';
      locale: Locale;
      colorMode: ColorModePreference;
      card: PublicWeddingCard;
      /** The couple's theme and invite-page background; null for an unknown or closed site (default look). */
      customization: Customization | null;
      background: PublicPageBackground | null;
    }
  | {
      screen: 'error';
      locale: Locale;
      colorMode: ColorModePreference;
      errorType: SiteErrorType;
    };

/**
 * Everything the server rendered the page from: the loaded state plus the theme variables of both colour modes
 * (derived on the server, so the browser bundle needs no colour maths). Embedded in the page as JSON
 * (`<script type="application/json" id="wedding-site-state">`), so the client hydrates with exactly the
 * same input and renders the same markup.
 */
export type EmbeddedSiteState = SiteState & { themeCssVars: ThemeCssVars };

export const SITE_STATE_ELEMENT_ID = 'wedding-site-state';

/**
 * JSON that is safe inside a `<script>` element: `<`, `>` and `&` are written as \u escapes (so no
 * `</script>` or `<!--` can end or confuse the element), and U+2028/U+2029 too.
 */
export function serializeSiteState(state: EmbeddedSiteState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
