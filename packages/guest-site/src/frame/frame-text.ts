import { createAreaTextLookup } from '../i18n/create-area-text-lookup';
import type { SiteTextCatalogue } from '../i18n/site-text/de';

/**
 * Strings of the site frame (access screen, header, page, footer, error screen) from `frame/i18n/<locale>.json`;
 * German is the source catalogue. Read through the site's locale registry, so the browser build carries only the
 * guest's language.
 */
export const frameText = createAreaTextLookup('frame');

export type FrameTextKey = keyof SiteTextCatalogue['frame'];
