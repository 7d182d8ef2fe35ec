import frame from '../../frame/i18n/en.json';
import ownRsvp from '../../own-rsvp/i18n/en.json';
import sections from '../../sections/i18n/en.json';
import type { SiteTextCatalogue } from './de';

export const siteText: SiteTextCatalogue = { frame, sections, ownRsvp };
