import { createTextLookup } from '@wedding/guest-site';
import de from './i18n/de.json';
import en from './i18n/en.json';
import es from './i18n/es.json';
import hi from './i18n/hi.json';
import pl from './i18n/pl.json';
import tr from './i18n/tr.json';

/** Strings of the page head (title), rendered on the server only: none of them reach the browser bundle. */
export const headCatalogues = { de, en, pl, tr, hi, es };
export const headText = createTextLookup(headCatalogues);
