import frame from '../../frame/i18n/tr.json';
import ownRsvp from '../../own-rsvp/i18n/tr.json';
import sections from '../../sections/i18n/tr.json';
import type { SiteTextCatalogue } from './de';

export const siteText: SiteTextCatalogue = { frame, sections, ownRsvp };
