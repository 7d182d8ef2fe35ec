// @wedding/guest-site: the screens of the public wedding site. One explicit barrel: add a line per export.

// Sorted by path (Biome). access/, errors/, frame/, page/: the frame of the site (access screen, header, page).
export {
  AccessCodeScreen,
  type AccessCodeScreenProps,
} from './access/AccessCodeScreen/AccessCodeScreen';
export {
  type AccessCodeEntry,
  type AccessCodeEntryStatus,
  type AccessCodeOutcome,
  accessCodeEntryStatuses,
  accessCodeOutcomes,
  type SubmitAccessCode,
  useAccessCodeEntry,
} from './access/AccessCodeScreen/useAccessCodeEntry';
export { SiteErrorScreen, type SiteErrorScreenProps } from './errors/SiteErrorScreen/SiteErrorScreen';
export { coupleNames, weddingCoupleNames } from './frame/couple-names';
export { type FrameTextKey, frameText } from './frame/frame-text';
export { PageBackground, type PageBackgroundProps } from './frame/PageBackground/PageBackground';
export { backgroundForPage, cssUrl, pageBackgroundStyle } from './frame/PageBackground/page-background-style';
export {
  SiteHeader,
  type SiteHeaderProps,
  type SiteSectionLink,
} from './frame/SiteHeader/SiteHeader';
export { useCurrentSection } from './frame/SiteHeader/useCurrentSection';
export {
  LANGUAGE_OWN_NAMES,
  SiteLanguageSelector,
  type SiteLanguageSelectorProps,
} from './frame/SiteLanguageSelector/SiteLanguageSelector';
export { siteThemeCssVars, siteThemeScopeProps } from './frame/site-theme/site-theme';
export { createAreaTextLookup } from './i18n/create-area-text-lookup';
export { createTextLookup } from './i18n/create-text-lookup';
export { loadSiteLocale } from './i18n/load-site-locale';
export { SectionFrame, type SectionFrameProps } from './page/SectionFrame/SectionFrame';
export { SiteFooter, type SiteFooterProps } from './page/SiteFooter/SiteFooter';
export {
  isNavigableSection,
  type NavigableSectionId,
  type SiteSectionId,
  sectionBackgroundPage,
  siteSectionIds,
  siteSections,
} from './page/site-sections';
export { WeddingSitePage, type WeddingSitePageProps } from './page/WeddingSitePage/WeddingSitePage';
// Sections (content of the admitted site)
export {
  AccommodationsSection,
  type AccommodationsSectionProps,
} from './sections/AccommodationsSection/AccommodationsSection';
export { CountdownSection, type CountdownSectionProps } from './sections/CountdownSection/CountdownSection';
export { GallerySection, type GallerySectionProps } from './sections/GallerySection/GallerySection';
export { Hero, type HeroProps } from './sections/Hero/Hero';
export { InfoCards, type InfoCardsProps } from './sections/InfoCards/InfoCards';
export { type InfoCardContent, infoCardContents } from './sections/InfoCards/info-card-content';
export {
  LocationHub,
  type LocationHubProps,
  type LocationHubTab,
  locationHubTabs,
} from './sections/LocationHub/LocationHub';
export { eventCalendarHref } from './sections/logic/event-calendar-href';
export { formatWeddingDate } from './sections/logic/format-wedding-date';
export { RsvpSection, type RsvpSectionProps } from './sections/RsvpSection/RsvpSection';
export { ScheduleSection, type ScheduleSectionProps } from './sections/ScheduleSection/ScheduleSection';
export { sectionText } from './sections/section-text';
