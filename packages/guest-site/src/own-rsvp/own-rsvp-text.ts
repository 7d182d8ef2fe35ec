import { createAreaTextLookup } from '../i18n/create-area-text-lookup';
import type { SiteTextCatalogue } from '../i18n/site-text/de';

/**
 * Strings of the guest's own answers (the private RSVP page and "your answers" in the RSVP section) from
 * `own-rsvp/i18n/<locale>.json`; German is the source catalogue. Read through the site's locale registry, so the
 * browser build carries only the guest's language.
 */
export const ownRsvpText = createAreaTextLookup('ownRsvp');
export type OwnRsvpTextKey = keyof SiteTextCatalogue['ownRsvp'];
