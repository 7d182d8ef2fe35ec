export { mainSiteLocale } from './main-site-locale';
export { resolveSiteInfo } from './resolve-site-info';
export {
  type EventText,
  type EventTexts,
  eventTextFor,
  fallbackEventText,
  parseEventTranslations,
  scheduleEventTexts,
} from './schedule-event-texts';
export { isWritten, siteTextFallbackOrder } from './site-text-fallback';
