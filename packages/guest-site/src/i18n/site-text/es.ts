import frame from '../../frame/i18n/es.json';
import ownRsvp from '../../own-rsvp/i18n/es.json';
import sections from '../../sections/i18n/es.json';
import type { SiteTextCatalogue } from './de';

export const siteText: SiteTextCatalogue = { frame, sections, ownRsvp };
