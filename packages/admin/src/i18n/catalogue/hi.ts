import common from '../../components/i18n/hi.json';
import analytics from '../../screens/analytics/i18n/hi.json';
import audit from '../../screens/audit/i18n/hi.json';
import customers from '../../screens/customers/i18n/hi.json';
import database from '../../screens/database/i18n/hi.json';
import gallery from '../../screens/gallery/i18n/hi.json';
import locations from '../../screens/locations/i18n/hi.json';
import messages from '../../screens/messages/i18n/hi.json';
import outbox from '../../screens/outbox/i18n/hi.json';
import overview from '../../screens/overview/i18n/hi.json';
import settings from '../../screens/settings/i18n/hi.json';
import weddings from '../../screens/weddings/i18n/hi.json';
import shell from '../../shell/i18n/hi.json';
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
