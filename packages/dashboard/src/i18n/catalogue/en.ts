import access from '../../screens/access/i18n/en.json';
import account from '../../screens/account/i18n/en.json';
import activity from '../../screens/activity/i18n/en.json';
import auth from '../../screens/auth/i18n/en.json';
import content from '../../screens/content/i18n/en.json';
import couple from '../../screens/couple/i18n/en.json';
import customize from '../../screens/customize/i18n/en.json';
import gallery from '../../screens/gallery/i18n/en.json';
import gifts from '../../screens/gifts/i18n/en.json';
import invitation from '../../screens/invitation/i18n/en.json';
import invite from '../../screens/invite/i18n/en.json';
import landing from '../../screens/landing/i18n/en.json';
import locations from '../../screens/locations/i18n/en.json';
import mail from '../../screens/mail/i18n/en.json';
import onboarding from '../../screens/onboarding/i18n/en.json';
import outreach from '../../screens/outreach/i18n/en.json';
import overview from '../../screens/overview/i18n/en.json';
import schedule from '../../screens/schedule/i18n/en.json';
import seating from '../../screens/seating/i18n/en.json';
import theme from '../../screens/theme/i18n/en.json';
import upgrade from '../../screens/upgrade/i18n/en.json';
import shell from '../../shell/i18n/en.json';
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
