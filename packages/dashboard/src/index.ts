// App wiring: what apps/dashboard composes.
export { ApiProvider, useApi } from './app/api-context';
export { DashboardProviders, type DashboardProvidersProps } from './app/DashboardProviders';
export {
  AppLink,
  type AppLinkProps,
  isAppHref,
  isOwnedByBrowser,
  type NavigateOptions,
  type Navigation,
  NavigationProvider,
  useNavigation,
} from './app/navigation';
export { type Preferences, usePreferences } from './app/preferences-context';
export { initialColorMode, initialLocale } from './app/preferences-storage';
export { createDashboardQueryClient, isRetryable } from './app/query-client';
export { createSessionExpiry, type SessionExpiry, useSessionExpired } from './app/session-expiry';
export { useSessionExpiry } from './app/session-expiry-context';
// Shared building blocks for the screen packages (guests, admin, theme studio wiring).
export { AccessCodeDialog, type AccessCodeDialogProps } from './components/AccessCodeDialog/AccessCodeDialog';
export { AccessCodeEditor } from './components/AccessCodeDialog/AccessCodeEditor';
export {
  CustomDomainForm,
  type CustomDomainFormProps,
} from './components/CustomDomainForm/CustomDomainForm';
export { failureMessageKey } from './components/failure-message';
export { coreZodResolver } from './components/form/core-zod-resolver';
export { FormTextField, type FormTextFieldProps } from './components/form/FormTextField';
export { useCoreForm } from './components/form/useCoreForm';
export { useDebouncedValue } from './components/use-debounced-value';
export {
  CurrentWeddingProvider,
  currentWeddingOf,
  rememberedWeddingId,
  rememberWeddingId,
  useCurrentWedding,
  useCurrentWeddingId,
  useOptionalCurrentWedding,
} from './data/current-wedding';
export {
  type EmailLinkTokenOptions,
  emailLinkTokenOf,
  isLinkRefused,
  useEmailLinkToken,
} from './data/email-link-token';
export {
  createPasskey,
  isPasskeyCancelled,
  passkeysSupported,
  signWithPasskey,
} from './data/passkey-ceremony';
export { demoSiteQuery, meQuery, recentRsvpsQuery, weddingQuery, weddingsQuery } from './data/queries';
export { queryKeys } from './data/query-keys';
export {
  mayPreloadPage,
  trackPagePreload,
  useLogin,
  useLogout,
  useRegister,
  useSession,
} from './data/session';
export {
  accommodationsQuery,
  invitationsQuery,
  locationsQuery,
  membersQuery,
  messagesQuery,
  passkeysQuery,
  scheduleQuery,
  siteContentQuery,
} from './data/site-queries';
export { usePasskeyLogin } from './data/use-passkey-login';
export { type SlugCheckState, useSlugAvailability } from './data/use-slug-availability';
export { patchCachedWedding, snapshotCachedWedding } from './data/wedding-cache';
export { type DashboardText, dashboardText, useDashboardText } from './i18n/dashboard-text';
export {
  loadDashboardLocale,
  loadDashboardShellLocale,
  loadDesignLocale,
} from './i18n/load-dashboard-locale';
// Couple dashboard part 2: site content, schedule, locations, access, account, upgrade, invitations.
export { AccessScreen, accessUsers, invitationPath } from './screens/access/AccessScreen';
export { AccessView, type AccessViewProps } from './screens/access/AccessView';
export { loadAccess } from './screens/access/access.loader';
export { AccountSettingsScreen } from './screens/account/AccountSettingsScreen';
export { AccountSettingsView, type AccountSettingsViewProps } from './screens/account/AccountSettingsView';
export { loadAccountSettings } from './screens/account/account.loader';
export { EmailAddressCard, type EmailAddressCardProps } from './screens/account/email/EmailAddressCard';
export { VerifyEmailScreen } from './screens/account/email/VerifyEmailScreen';
export {
  type VerifyEmailState,
  VerifyEmailView,
  type VerifyEmailViewProps,
} from './screens/account/email/VerifyEmailView';
export { ProfileScreen } from './screens/account/ProfileScreen';
export { ProfileView, type ProfileViewProps } from './screens/account/ProfileView';
export { WeddingDeletionSection } from './screens/account/privacy/WeddingDeletionSection';
export {
  confirmsSlug,
  WeddingDeletionView,
  type WeddingDeletionViewProps,
} from './screens/account/privacy/WeddingDeletionView';
export { ActivityScreen, type ActivityScreenProps } from './screens/activity/ActivityScreen';
export { ActivityView, type ActivityViewProps } from './screens/activity/ActivityView';
export { loadActivity } from './screens/activity/activity.loader';
export { type ActivitySearch, activitySearchSchema } from './screens/activity/activity-search';
// Screens.
export { ForgotPasswordScreen } from './screens/auth/ForgotPasswordScreen';
export { ForgotPasswordView, type ForgotPasswordViewProps } from './screens/auth/ForgotPasswordView';
export { LoginScreen } from './screens/auth/LoginScreen';
export { LoginView, type LoginViewProps } from './screens/auth/LoginView';
export { RegisterScreen } from './screens/auth/RegisterScreen';
export { RegisterView, type RegisterViewProps } from './screens/auth/RegisterView';
export { ResetPasswordScreen } from './screens/auth/ResetPasswordScreen';
export { ResetPasswordView, type ResetPasswordViewProps } from './screens/auth/ResetPasswordView';
export { ContentScreen, type ContentScreenProps } from './screens/content/ContentScreen';
export { ContentView, type ContentViewProps } from './screens/content/ContentView';
export { loadContent } from './screens/content/content.loader';
export { CONTENT_TABS, type ContentTab } from './screens/content/content-tabs';
export { CoupleScreen } from './screens/couple/CoupleScreen';
export { CoupleView, type CoupleViewProps } from './screens/couple/CoupleView';
export { loadCouple } from './screens/couple/couple.loader';
export { CustomizeScreen } from './screens/customize/CustomizeScreen';
export { CustomizeView, type CustomizeViewProps, type DesignBrand } from './screens/customize/CustomizeView';
// The design screens (theme studio, brand panel, gallery and backgrounds).
export { loadCustomize } from './screens/customize/customize.loader';
export {
  GALLERY_MANAGER_TABS,
  type GalleryManagerTab,
  GalleryManagerView,
  type GalleryManagerViewProps,
} from './screens/gallery/GalleryManagerView';
export { GalleryScreen } from './screens/gallery/GalleryScreen';
export { loadGallery } from './screens/gallery/gallery.loader';
export { GiftsScreen, type GiftsScreenProps } from './screens/gifts/GiftsScreen';
export { GiftsView, type GiftsViewProps } from './screens/gifts/GiftsView';
export { loadGifts } from './screens/gifts/gifts.loader';
export { type GiftsSearch, giftsSearchSchema } from './screens/gifts/gifts-search';
export { InvitationScreen } from './screens/invitation/InvitationScreen';
export { InvitationView, type InvitationViewProps } from './screens/invitation/InvitationView';
export { InviteScreen } from './screens/invite/InviteScreen';
export { InviteView, type InviteViewProps } from './screens/invite/InviteView';
export { LandingScreen } from './screens/landing/LandingScreen';
export { LandingView, type LandingViewProps } from './screens/landing/LandingView';
export { LocationFields } from './screens/locations/LocationFields';
export { LocationsScreen } from './screens/locations/LocationsScreen';
export { LocationsView, type LocationsViewProps } from './screens/locations/LocationsView';
export { loadLocations } from './screens/locations/locations.loader';
export { MailScreen, type MailScreenProps } from './screens/mail/MailScreen';
export { MailView, type MailViewProps } from './screens/mail/MailView';
export { loadMail } from './screens/mail/mail.loader';
export { chosenHouseholdIds, type MailSearch, mailPath, mailSearchSchema } from './screens/mail/mail-search';
export { OnboardingScreen } from './screens/onboarding/OnboardingScreen';
export { OnboardingView, type OnboardingViewProps } from './screens/onboarding/OnboardingView';
export { useOnboardingState } from './screens/onboarding/use-onboarding-state';
export { OutreachScreen } from './screens/outreach/OutreachScreen';
export { OutreachView, type OutreachViewProps } from './screens/outreach/OutreachView';
export { loadOutreach } from './screens/outreach/outreach.loader';
export { OverviewScreen } from './screens/overview/OverviewScreen';
export { OverviewView, type OverviewViewProps } from './screens/overview/OverviewView';
export { loadOverview } from './screens/overview/overview.loader';
export { ScheduleScreen, type ScheduleScreenProps } from './screens/schedule/ScheduleScreen';
export { ScheduleView, type ScheduleViewProps } from './screens/schedule/ScheduleView';
export { loadSchedule } from './screens/schedule/schedule.loader';
export { SeatingScreen } from './screens/seating/SeatingScreen';
export { SeatingView, type SeatingViewProps } from './screens/seating/SeatingView';
export { loadSeating } from './screens/seating/seating.loader';
export { ThemeScreen } from './screens/theme/ThemeScreen';
export { ThemeView, type ThemeViewProps } from './screens/theme/ThemeView';
export { loadTheme } from './screens/theme/theme.loader';
export { UpgradeScreen } from './screens/upgrade/UpgradeScreen';
export { UpgradeView, type UpgradeViewProps } from './screens/upgrade/UpgradeView';
export { loadUpgrade } from './screens/upgrade/upgrade.loader';
// Shell.
export { CenteredFrame } from './shell/CenteredFrame';
export { translatedBreadcrumbs } from './shell/crumbs';
export { DashboardShell } from './shell/DashboardShell';
export { DashboardShellView, type DashboardShellViewProps } from './shell/DashboardShellView';
export { afterLoginPath, loginPath } from './shell/login-path';
export { NotFoundScreen } from './shell/NotFoundScreen';
export * as navIcons from './shell/nav-icons';
export { PageLoading } from './shell/PageLoading';
export { RouteErrorScreen } from './shell/RouteErrorScreen';
export { SessionExpiredScreen } from './shell/SessionExpiredScreen';
export { ShellFrame, type ShellFrameProps, useDocumentTitle } from './shell/ShellFrame';
export {
  AVAILABLE_PAGES,
  DASHBOARD_PAGES,
  type DashboardPageId,
  SIDEBAR_GROUPS,
  sidebarGroups,
} from './shell/sidebar-groups';
export { UserBlock, type UserBlockProps } from './shell/UserBlock';
export { type ShellHeadingInput, useShellHeading } from './shell/use-shell-heading';
export { useStoredFlag } from './shell/use-stored-flag';
