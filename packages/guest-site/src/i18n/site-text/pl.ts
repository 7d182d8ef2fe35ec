import frame from '../../frame/i18n/pl.json';
import ownRsvp from '../../own-rsvp/i18n/pl.json';
import sections from '../../sections/i18n/pl.json';
import type { SiteTextCatalogue } from './de';

export const siteText: SiteTextCatalogue = { frame, sections, ownRsvp };
