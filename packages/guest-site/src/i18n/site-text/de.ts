import frame from '../../frame/i18n/de.json';
import ownRsvp from '../../own-rsvp/i18n/de.json';
import sections from '../../sections/i18n/de.json';

/**
 * Every text area of the site in German, the source catalogue: one module per locale so a lean bundle loads only
 * the guest's language. A new area (folder with `i18n/<locale>.json`) gets a line here and in each locale module.
 */
export const siteText = { frame, sections, ownRsvp };

/** The shape every locale provides: the German areas and keys. */
export type SiteTextCatalogue = typeof siteText;
export type SiteTextArea = keyof SiteTextCatalogue;
