import common from '../../components/i18n/pl.json';
import analytics from '../../screens/analytics/i18n/pl.json';
import audit from '../../screens/audit/i18n/pl.json';
import customers from '../../screens/customers/i18n/pl.json';
import database from '../../screens/database/i18n/pl.json';
import gallery from '../../screens/gallery/i18n/pl.json';
import locations from '../../screens/locations/i18n/pl.json';
import messages from '../../screens/messages/i18n/pl.json';
import outbox from '../../screens/outbox/i18n/pl.json';
import overview from '../../screens/overview/i18n/pl.json';
import settings from '../../screens/settings/i18n/pl.json';
import weddings from '../../screens/weddings/i18n/pl.json';
import shell from '../../shell/i18n/pl.json';
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
