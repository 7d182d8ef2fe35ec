import type {
  Customization,
  Locale,
  PublicPageBackground,
  PublicWeddingCard,
  PublicWeddingView,
} from '@wedding/core';

/**
 * The contract with the site's server bundle (apps/site/src/entry-server.tsx, `SiteState` and friends there):
 * the API loads the data and the bundle renders it. Written out here because the API runs and type-checks
 * without the site being built; both sides are exercised together by test/site-pages.test.ts.
 */
export type ColorModePreference = 'light' | 'dark' | 'system';

export type SitePageState =
  | {
      screen: 'site';
      locale: Locale;
      colorMode: ColorModePreference;
      wedding: PublicWeddingView;
      now: string;
      viewer: 'guest' | 'member';
    }
  | {
      screen: 'access';
      locale: Locale;
      colorMode: ColorModePreference;
      card: PublicWeddingCard;
      customization: Customization | null;
      background: PublicPageBackground | null;
    }
  | {
      screen: 'error';
      locale: Locale;
      colorMode: ColorModePreference;
      errorType: 'wedding_not_found' | 'server_error';
    };

export type SitePathMatch =
  | { kind: 'site'; slug: string; locale: Locale | null }
  | { kind: 'unknownLocale'; slug: string; segment: string };

/** What dist/server/entry-server.js of apps/site exports (the part the API uses). */
export interface SiteServerBundle {
  parseSitePath(pathname: string): SitePathMatch | null;
  sitePath(locale: Locale, slug: string): string;
  createSiteRenderer(clientDir: string): (state: SitePageState) => { status: number; html: string };
}
