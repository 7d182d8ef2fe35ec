import type { Locale } from '@wedding/core';
import type { AccessOutcome, Viewer } from './browser/site-api';
import type { ColorModePreference } from './site-state';

/**
 * The pages of a wedding site a language switch keeps: the site itself (or its door), the guest's private RSVP page
 * or the unsubscribe page.
 */
export type SitePageKind = 'site' | 'rsvpManage' | 'unsubscribe';

/** What the guest's clicks do. The browser implements them (browser/browser-actions.ts); the server never calls them. */

export interface SiteActions {
  /**
   * Stores the choice in the preferred-locale cookie and opens the same page in that language, with its query (the
   * door's notice about a personal link) and its fragment (#section, or the token of a private link).
   */
  changeLocale(locale: Locale, slug: string, page?: SitePageKind): void;
  /** Stores the theme toggle's choice, so the next page is served in it. */
  rememberColorMode(mode: ColorModePreference): void;
  /** The access code; after 'granted' the page is loaded again and the server renders the site. */
  submitAccessCode(slug: string, code: string): Promise<AccessOutcome>;
  /** Logs out, then loads the page again (the access screen); rejects when the API refused. */
  logout(slug: string, viewer: Viewer): Promise<void>;
}

const notOnServer = (): never => {
  throw new Error('Site actions run in the browser only');
};

/** For server rendering: handlers are attached but never run there. */
export const serverSiteActions: SiteActions = {
  changeLocale: notOnServer,
  rememberColorMode: notOnServer,
  submitAccessCode: notOnServer,
  logout: notOnServer,
};

/** The .ics download of an event, in the guest's language (the same on server and client). */
export function calendarHref(slug: string, eventId: string, locale: Locale): string {
  return `/api/public/weddings/${encodeURIComponent(slug)}/events/${encodeURIComponent(eventId)}/calendar.ics?locale=${locale}`;
}
