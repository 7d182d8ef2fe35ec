import common from '../../components/i18n/en.json';
import analytics from '../../screens/analytics/i18n/en.json';
import audit from '../../screens/audit/i18n/en.json';
import customers from '../../screens/customers/i18n/en.json';
import database from '../../screens/database/i18n/en.json';
import gallery from '../../screens/gallery/i18n/en.json';
import locations from '../../screens/locations/i18n/en.json';
import messages from '../../screens/messages/i18n/en.json';
import outbox from '../../screens/outbox/i18n/en.json';
import overview from '../../screens/overview/i18n/en.json';
import settings from '../../screens/settings/i18n/en.json';
import weddings from '../../screens/weddings/i18n/en.json';
import shell from '../../shell/i18n/en.json';
import type { AdminTextCatalogue } from './de';

export const adminText: AdminTextCatalogue = {
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
