import common from '../../components/i18n/tr.json';
import analytics from '../../screens/analytics/i18n/tr.json';
import audit from '../../screens/audit/i18n/tr.json';
import customers from '../../screens/customers/i18n/tr.json';
import database from '../../screens/database/i18n/tr.json';
import gallery from '../../screens/gallery/i18n/tr.json';
import locations from '../../screens/locations/i18n/tr.json';
import messages from '../../screens/messages/i18n/tr.json';
import outbox from '../../screens/outbox/i18n/tr.json';
import overview from '../../screens/overview/i18n/tr.json';
import settings from '../../screens/settings/i18n/tr.json';
import weddings from '../../screens/weddings/i18n/tr.json';
import shell from '../../shell/i18n/tr.json';
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
