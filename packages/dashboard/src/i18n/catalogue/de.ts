import access from '../../screens/access/i18n/de.json';
import account from '../../screens/account/i18n/de.json';
import activity from '../../screens/activity/i18n/de.json';
import auth from '../../screens/auth/i18n/de.json';
import content from '../../screens/content/i18n/de.json';
import couple from '../../screens/couple/i18n/de.json';
import customize from '../../screens/customize/i18n/de.json';
import gallery from '../../screens/gallery/i18n/de.json';
import gifts from '../../screens/gifts/i18n/de.json';
import invitation from '../../screens/invitation/i18n/de.json';
import invite from '../../screens/invite/i18n/de.json';
import landing from '../../screens/landing/i18n/de.json';
import locations from '../../screens/locations/i18n/de.json';
import mail from '../../screens/mail/i18n/de.json';
import onboarding from '../../screens/onboarding/i18n/de.json';
import outreach from '../../screens/outreach/i18n/de.json';
import overview from '../../screens/overview/i18n/de.json';
import schedule from '../../screens/schedule/i18n/de.json';
import seating from '../../screens/seating/i18n/de.json';
import theme from '../../screens/theme/i18n/de.json';
import upgrade from '../../screens/upgrade/i18n/de.json';
import shell from '../../shell/i18n/de.json';

/**
 * Every text area of the dashboard in German, the source catalogue: one module per locale, so the app loads only
 * the visitor's language. A new area (a folder with `i18n/<locale>.json`) gets a line here and in each locale module.
 */
export const dashboardText = {
  shell,
  landing,
  auth,
  onboarding,
  overview,
  couple,
  invite,
  // Couple dashboard part 2: members, account, site content, locations.
  access,
  account,
  content,
  invitation,
  locations,
  schedule,
  upgrade,
  // The design screens.
  theme,
  customize,
  gallery,
  // Reaching guests: personal links, print and email.
  outreach,
  mail,
  // The seating plan.
  seating,
  // Planning together: gifts and thank-yous, who changed what.
  gifts,
  activity,
};

/** The shape every locale provides: the German areas and keys. */
export type DashboardTextCatalogue = typeof dashboardText;
export type DashboardTextArea = keyof DashboardTextCatalogue;
