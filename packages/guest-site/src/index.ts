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
  SITE_ACCOUNT_LINKS,
  SiteHeader,
  type SiteHeaderAccount,
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
export { fillIsland, Island, IslandsRenderedApart } from './islands/Island';
export { IslandRoot, type IslandRootProps } from './islands/IslandRoot';
export { loadSiteIsland } from './islands/load-site-island';
export { SITE_ISLAND_COMPONENTS, type SiteIslandComponent } from './islands/site-island-components';
export {
  isSiteIslandId,
  SITE_ISLAND_ATTRIBUTE,
  SITE_ISLANDS,
  type SiteIslandId,
  siteIslandIdPrefix,
} from './islands/site-islands';
// own-rsvp/: the guest's own answers (the private RSVP page, "your answers" on the RSVP section).
export {
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
} from './own-rsvp/ConfirmDeleteDialog/ConfirmDeleteDialog';
export { OwnRsvpList, type OwnRsvpListProps } from './own-rsvp/OwnRsvpList/OwnRsvpList';
export { OwnRsvps, type OwnRsvpsProps } from './own-rsvp/OwnRsvpList/OwnRsvps';
export { type OwnRsvpsOptions, type OwnRsvpsState, useOwnRsvps } from './own-rsvp/OwnRsvpList/use-own-rsvps';
export { type OwnRsvpTextKey, ownRsvpText } from './own-rsvp/own-rsvp-text';
export {
  RsvpAnswerSummary,
  type RsvpAnswerSummaryProps,
} from './own-rsvp/RsvpAnswerSummary/RsvpAnswerSummary';
export { RsvpManagePage, type RsvpManagePageProps } from './own-rsvp/RsvpManagePage/RsvpManagePage';
export {
  type RsvpManageOptions,
  type RsvpManageState,
  rsvpManageStatuses,
  useRsvpManage,
} from './own-rsvp/RsvpManagePage/use-rsvp-manage';
export { SectionFrame, type SectionFrameProps } from './page/SectionFrame/SectionFrame';
export { SiteFooter, type SiteFooterProps } from './page/SiteFooter/SiteFooter';
export { siteNavSections } from './page/site-nav-sections';
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
export { householdGreeting } from './sections/logic/household-greeting';
export { RsvpSection, type RsvpSectionProps } from './sections/RsvpSection/RsvpSection';
export { RSVP_PRELOAD_MARGIN_PX } from './sections/RsvpSection/use-rsvp-wizard-wanted';
export { ScheduleSection, type ScheduleSectionProps } from './sections/ScheduleSection/ScheduleSection';
export { sectionText } from './sections/section-text';
export { UnsubscribePage, type UnsubscribePageProps } from './unsubscribe/UnsubscribePage/UnsubscribePage';
export {
  type UnsubscribeOptions,
  type UnsubscribeState,
  unsubscribeStatuses,
  useUnsubscribe,
} from './unsubscribe/UnsubscribePage/use-unsubscribe';
// unsubscribe/: the page an email's unsubscribe link opens (its strings load apart: `loadUnsubscribeText`).
export {
  createUnsubscribeClient,
  type UnsubscribeClient,
  type UnsubscribeClientOptions,
  UnsubscribeError,
  type UnsubscribeFailure,
  type UnsubscribeView,
} from './unsubscribe/unsubscribe-client';
export {
  loadUnsubscribeText,
  type UnsubscribeTextKey,
  unsubscribeText,
} from './unsubscribe/unsubscribe-text';
