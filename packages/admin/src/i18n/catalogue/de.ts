import common from '../../components/i18n/de.json';
import analytics from '../../screens/analytics/i18n/de.json';
import audit from '../../screens/audit/i18n/de.json';
import customers from '../../screens/customers/i18n/de.json';
import database from '../../screens/database/i18n/de.json';
import gallery from '../../screens/gallery/i18n/de.json';
import locations from '../../screens/locations/i18n/de.json';
import messages from '../../screens/messages/i18n/de.json';
import outbox from '../../screens/outbox/i18n/de.json';
import overview from '../../screens/overview/i18n/de.json';
import settings from '../../screens/settings/i18n/de.json';
import weddings from '../../screens/weddings/i18n/de.json';
import shell from '../../shell/i18n/de.json';

/**
 * Every text area of the admin area in German, the source catalogue: one module per locale, so the app loads only
 * the visitor's language. A new area (a folder with `i18n/<locale>.json`) gets a line here and in each locale module.
 */
export const adminText = {
  shell,
  common,
  overview,
  weddings,
  customers,
  gallery,
  locations,
  analytics,
  messages,
  audit,
  database,
  settings,
  outbox,
};

/** The shape every locale provides: the German areas and keys. */
export type AdminTextCatalogue = typeof adminText;
export type AdminTextArea = keyof AdminTextCatalogue;
