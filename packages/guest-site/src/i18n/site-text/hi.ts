import frame from '../../frame/i18n/hi.json';
import ownRsvp from '../../own-rsvp/i18n/hi.json';
import sections from '../../sections/i18n/hi.json';
import type { SiteTextCatalogue } from './de';

export const siteText: SiteTextCatalogue = { frame, sections, ownRsvp };
