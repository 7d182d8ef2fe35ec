import access from '../../screens/access/i18n/pl.json';
import account from '../../screens/account/i18n/pl.json';
import activity from '../../screens/activity/i18n/pl.json';
import auth from '../../screens/auth/i18n/pl.json';
import content from '../../screens/content/i18n/pl.json';
import couple from '../../screens/couple/i18n/pl.json';
import customize from '../../screens/customize/i18n/pl.json';
import gallery from '../../screens/gallery/i18n/pl.json';
import gifts from '../../screens/gifts/i18n/pl.json';
import invitation from '../../screens/invitation/i18n/pl.json';
import invite from '../../screens/invite/i18n/pl.json';
import landing from '../../screens/landing/i18n/pl.json';
import locations from '../../screens/locations/i18n/pl.json';
import mail from '../../screens/mail/i18n/pl.json';
import onboarding from '../../screens/onboarding/i18n/pl.json';
import outreach from '../../screens/outreach/i18n/pl.json';
import overview from '../../screens/overview/i18n/pl.json';
import schedule from '../../screens/schedule/i18n/pl.json';
import seating from '../../screens/seating/i18n/pl.json';
import theme from '../../screens/theme/i18n/pl.json';
import upgrade from '../../screens/upgrade/i18n/pl.json';
import shell from '../../shell/i18n/pl.json';
import type { DashboardTextCatalogue } from './de';

export const dashboardText: DashboardTextCatalogue = {
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
