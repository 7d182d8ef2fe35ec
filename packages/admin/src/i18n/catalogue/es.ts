import common from '../../components/i18n/es.json';
import analytics from '../../screens/analytics/i18n/es.json';
import audit from '../../screens/audit/i18n/es.json';
import customers from '../../screens/customers/i18n/es.json';
import database from '../../screens/database/i18n/es.json';
import gallery from '../../screens/gallery/i18n/es.json';
import locations from '../../screens/locations/i18n/es.json';
import messages from '../../screens/messages/i18n/es.json';
import outbox from '../../screens/outbox/i18n/es.json';
import overview from '../../screens/overview/i18n/es.json';
import settings from '../../screens/settings/i18n/es.json';
import weddings from '../../screens/weddings/i18n/es.json';
import shell from '../../shell/i18n/es.json';
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
