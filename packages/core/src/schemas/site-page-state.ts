import type { ColorMode, Locale } from '../constants';
import type { Customization } from './customization';
import type { ErrorBoundaryType } from './enums';
import type { PublicPageBackground, PublicWeddingCard, PublicWeddingView } from './public-wedding-view';
import type { AuthUser } from './responses/auth';

/** The guest's colour choice as stored in the preferred-color-mode cookie; 'system' follows the device. */
export type ColorModePreference = ColorMode | 'system';

/** The error screens the public site's server can answer with (core error-boundary types). */
export type SiteErrorType = Extract<ErrorBoundaryType, 'wedding_not_found' | 'server_error'>;

/**
 * Who reads an admitted site: a guest (let in by the access code or a personal link), or a member of the wedding or
 * staff previewing it with their session. Only the latter is named: the header shows their user menu, and logging
 * out there also ends the session. A signed-in user who is neither (say, a couple invited to a friend's wedding) reads
 * it as a guest: the site does not show whose account it is, nor sign it out.
 */
type SiteViewer = { viewer: 'guest' } | { viewer: 'member'; account: Pick<AuthUser, 'username' | 'role'> };

/**
 * What the API loads for one public site page and the site's server renderer draws: the contract between
 * apps/api (src/http/site-pages.ts) and apps/site (entry-server), written once here.
 */
export type SitePageState =
  | ({
      screen: 'site';
      locale: Locale;
      colorMode: ColorModePreference;
      wedding: PublicWeddingView;
      /** The server's clock at render time (ISO), so the countdown renders the same on both sides. */
      now: string;
    } & SiteViewer)
  | {
      screen: 'access';
      locale: Locale;
      colorMode: ColorModePreference;
      card: PublicWeddingCard;
      /** The couple's theme and invite-page background; null for an unknown or closed site (default look). */
      customization: Customization | null;
      background: PublicPageBackground | null;
      /** Why the guest sees the code screen: a personal link that was revoked, forged or mistyped. */
      notice?: 'personalLinkInvalid';
    }
  | {
      /**
       * The guest's private RSVP page (`…/rsvp/manage#<token>`): no grant needed, the token in the fragment is
       * the key, read by the browser. The card and theme are the access screen's (an unknown or closed slug
       * looks like a private wedding).
       */
      screen: 'rsvpManage';
      locale: Locale;
      colorMode: ColorModePreference;
      card: PublicWeddingCard;
      customization: Customization | null;
    }
  | {
      /**
       * The page that stops a wedding's email to an address (`…/unsubscribe#<token>`): like the private RSVP page,
       * no grant needed and the token read by the browser; the guest confirms with a button.
       */
      screen: 'unsubscribe';
      locale: Locale;
      colorMode: ColorModePreference;
      card: PublicWeddingCard;
      customization: Customization | null;
    }
  | {
      screen: 'error';
      locale: Locale;
      colorMode: ColorModePreference;
      errorType: SiteErrorType;
    };
