export {
  type ColorInputResult,
  DENSITIES,
  type Density,
  isOklchString,
  LAYOUTS,
  type Layout,
  parseColorInput,
  type ThemeColors,
  type ThemeFonts,
  type ThemePalette,
  type ThemePreset,
  type ThemeSettings,
  validateOklchColor,
} from '@wedding/tokens';
export type { AccessCode } from './access-code';
export { ACCESS_CODE_PATTERN, accessCodeSchema, guestAccessCodeSchema } from './access-code';
export type { Accommodation } from './accommodation';
export { accommodationSchema } from './accommodation';
export type {
  AccommodationAmenity,
  AccommodationPayload,
  AccommodationPayloadInput,
  AccommodationType,
} from './accommodation-payload';
export {
  ACCOMMODATION_AMENITIES,
  ACCOMMODATION_TYPES,
  accommodationPayloadSchema,
} from './accommodation-payload';
export * from './admin/index';
export type { Brand, BrandInput } from './brand';
export { brandSchema } from './brand';
export type { UpdateCustomDomainRequest } from './custom-domain';
export {
  allowedDomainQuerySchema,
  allowedDomainResponseSchema,
  CUSTOM_DOMAIN_MAX_LENGTH,
  customDomainResponseSchema,
  customDomainSchema,
  isCustomDomain,
  normalizeCustomDomain,
  updateCustomDomainRequestSchema,
} from './custom-domain';
export type { CustomizationPatch } from './customization';
export {
  type Customization,
  type CustomizationFeatures,
  customizationPatchSchema,
  customizationSchema,
  DEFAULT_CUSTOMIZATION,
  type FeatureFlag,
  normalizeSectionOrder,
  ORDERABLE_SECTIONS,
  type OrderableSection,
  parseCustomization,
} from './customization';
export type {
  AddressCountry,
  AddressType,
  ApprovalStatus,
  AttendanceStatus,
  BackgroundSizeKeyword,
  BulkMailKind,
  ContactMethod,
  DietaryRestriction,
  EmergencyRelationship,
  ErrorBoundaryType,
  FormSectionState,
  GroupRole,
  GuestCategory,
  GuestCategoryFilter,
  GuestPriority,
  GuestSide,
  LocationType,
  MailKind,
  MailStatus,
  MemberRole,
  PresetCategory,
  RsvpFilterValue,
  RsvpNoticeMode,
  SitePage,
  SlugAvailability,
  SocialPlatform,
  ThemePreference,
  TimeZone,
  UserRole,
} from './enums';
export {
  ADDRESS_COUNTRIES,
  ADDRESS_TYPES,
  ADMIN_ROLES,
  APPROVAL_STATUSES,
  ATTENDANCE_STATUSES,
  BACKGROUND_SIZES,
  BULK_MAIL_KINDS,
  CONTACT_METHODS,
  DEFAULT_APPROVAL_STATUS,
  DEFAULT_GUEST_PRIORITY,
  DIETARY_RESTRICTIONS,
  EMERGENCY_RELATIONSHIPS,
  ERROR_BOUNDARY_TYPES,
  FORM_SECTION_STATES,
  GROUP_ROLES,
  GUEST_CATEGORIES,
  GUEST_CATEGORY_FILTERS,
  GUEST_PRIORITIES,
  GUEST_SIDES,
  isStaffRole,
  LOCATION_TYPES,
  MAIL_KINDS,
  MAIL_STATUSES,
  MEMBER_ROLES,
  PRESET_CATEGORIES,
  PRESET_CATEGORY_FILTERS,
  RSVP_FILTER_VALUES,
  RSVP_NOTICE_MODES,
  SITE_PAGES,
  SLUG_AVAILABILITY,
  SOCIAL_PLATFORMS,
  THEME_PREFERENCES,
  TIME_ZONES,
  USER_ROLES,
} from './enums';
export type { GalleryCategory, GalleryImage } from './gallery-image';
export { galleryCategorySchema, galleryImageSchema } from './gallery-image';
export type {
  Guest,
  GuestFormInput,
  GuestFormValues,
  GuestPatch,
  GuestPayload,
  GuestPayloadInput,
  GuestQuickFormInput,
} from './guest';
export {
  guestFormSchema,
  guestPatchSchema,
  guestPayloadSchema,
  guestQuickFormSchema,
  guestSchema,
} from './guest';
export type { Coordinates, GuestAddress, GuestAddressInput } from './guest-address';
export { coordinatesSchema, guestAddressesSchema, guestAddressSchema } from './guest-address';
export type { GuestContactInfo } from './guest-contact-info';
export { guestContactInfoSchema } from './guest-contact-info';
export type { GuestDietaryInformation } from './guest-dietary';
export { customDietaryEntrySchema, dietaryEntriesSchema, guestDietarySchema } from './guest-dietary';
export type { GuestEmergencyContact } from './guest-emergency-contact';
export { guestEmergencyContactSchema } from './guest-emergency-contact';
export type { GuestListSearch } from './guest-list-search';
export { guestListSearchSchema } from './guest-list-search';
export type { GuestSocialProfile } from './guest-social-profile';
export { guestSocialProfileSchema } from './guest-social-profile';
export type { PhoneProblem } from './international-phone';
export { internationalPhoneProblem } from './international-phone';
export { LOCATION_LIMITS, PASSWORD_RULES, TEXT_LIMITS, USERNAME_RULES } from './limits';
export type { LocationFields, LocationPayload, LocationPayloadInput, WeddingLocation } from './location';
export { locationFieldsSchema, locationPayloadSchema, locationSchema } from './location';
export type { AccessUser, Member, MembersResponse } from './member';
export { accessUserSchema, memberSchema, membersResponseSchema } from './member';
export type { ColorIssue } from './oklch-color-issue';
export { oklchColorIssue } from './oklch-color-issue';
export type { OnboardingData, OnboardingDataInput } from './onboarding';
export { localeSchema, onboardingDataSchema } from './onboarding';
export type { PageBackground, PageBackgroundSettings } from './page-background';
export {
  backgroundOpacitySchema,
  backgroundPositionSchema,
  backgroundSettingsSchema,
  backgroundSizeSchema,
  pageBackgroundSchema,
  sitePageSchema,
} from './page-background';
export { loadPhoneMetadata, phoneMetadataFor } from './phone-metadata';
export { countryCodeSchema, countryCodeWithDefaultSchema } from './primitives/country-code';
export type { EntityId } from './primitives/entity-id';
export { entityIdSchema } from './primitives/entity-id';
export { escapeHtml } from './primitives/escape-html';
export { escapedText } from './primitives/escaped-text';
export { isHttpUrl } from './primitives/is-http-url';
export { isoDateSchema } from './primitives/iso-date';
export { optionalEmail } from './primitives/optional-email';
export { optionalText } from './primitives/optional-text';
export { optionalUrl } from './primitives/optional-url';
export { optionalPhoneText, PHONE_TEXT_PATTERN, requiredPhoneText } from './primitives/phone-text';
export { RECORD_ID_PATTERN, recordIdSchema } from './primitives/record-id';
export { requiredText } from './primitives/required-text';
export { timeZoneSchema } from './primitives/time-zone';
export { timestampSchema } from './primitives/timestamp';
export type {
  PublicAccommodation,
  PublicGalleryCategory,
  PublicGalleryImage,
  PublicHousehold,
  PublicLocation,
  PublicMealOption,
  PublicPageBackground,
  PublicScheduleEvent,
  PublicWeddingCard,
  PublicWeddingInfo,
  PublicWeddingView,
} from './public-wedding-view';
export type {
  AddPasskeyRequest,
  ChangePasswordForm,
  ChangePasswordRequest,
  SetPasswordForm,
} from './requests/account';
export {
  addPasskeyRequestSchema,
  attestationJsonSchema,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  setPasswordFormSchema,
} from './requests/account';
export * from './requests/account-email';
export * from './requests/activity';
export type { LoginRequest, RegisterRequest, UpdateProfileRequest } from './requests/auth';
export { loginRequestSchema, registerRequestSchema, updateProfileRequestSchema } from './requests/auth';
export type { AssignBackgroundRequest, GalleryTagRequest, RemoveBackgroundRequest } from './requests/gallery';
export {
  assignBackgroundRequestSchema,
  galleryTagRequestSchema,
  removeBackgroundRequestSchema,
} from './requests/gallery';
export * from './requests/gifts';
export type {
  GuestExportFormat,
  GuestExportKind,
  GuestExportQuery,
  GuestImportDuplicateAction,
  GuestImportRequest,
  LinkRsvpRequest,
  RsvpDeadlineRequest,
} from './requests/guest-desk';
export {
  GUEST_EXPORT_FORMATS,
  GUEST_EXPORT_KINDS,
  GUEST_IMPORT_DUPLICATE_ACTIONS,
  GUEST_IMPORT_MAX_ROWS,
  guestExportQuerySchema,
  guestImportRequestSchema,
  linkRsvpRequestSchema,
  rsvpDeadlineRequestSchema,
} from './requests/guest-desk';
export type {
  GroupGuestsRequest,
  GuestListApiQuery,
  GuestListFormat,
  GuestListQueryInput,
  GuestRowsQueryInput,
  UngroupGuestRequest,
} from './requests/guests';
export {
  createGuestRequestSchema,
  GUEST_LIST_FORMATS,
  groupGuestsRequestSchema,
  guestListQuerySchema,
  guestRowsQuerySchema,
  ungroupGuestRequestSchema,
  updateGuestRequestSchema,
} from './requests/guests';
export type { AcceptInvitationForm, AcceptInvitationRequest } from './requests/invitations';
export { acceptInvitationFormSchema, acceptInvitationRequestSchema } from './requests/invitations';
export { createLocationRequestSchema, updateLocationRequestSchema } from './requests/locations';
export type { CreateInvitationRequest, UpdateMemberRoleRequest } from './requests/members';
export {
  createInvitationRequestSchema,
  memberRoleSchema,
  memberSideSchema,
  updateMemberRoleRequestSchema,
} from './requests/members';
export type { MessageKind, SendMessageRequest, UpgradeRequestForm } from './requests/messages';
export {
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_KINDS,
  sendMessageRequestSchema,
  upgradeRequestFormSchema,
} from './requests/messages';
export * from './requests/outreach';
export type { DeleteAccountRequest, DeleteWeddingRequest } from './requests/privacy';
export { deleteAccountRequestSchema, deleteWeddingRequestSchema } from './requests/privacy';
export type { PublicAccessRequest } from './requests/public';
export { publicAccessRequestSchema, publicRsvpRequestSchema } from './requests/public';
export type { AccessCodeResponse, ApiErrorBody, CheckSlugResponse } from './requests/responses';
export { accessCodeResponseSchema, apiErrorBodySchema, checkSlugResponseSchema } from './requests/responses';
export * from './requests/seating';
export type {
  CreateThemeVersionRequest,
  ThemeTimingAction,
  ThemeTimingRequest,
} from './requests/theme-studio';
export {
  createThemeVersionRequestSchema,
  THEME_TIMING_ACTIONS,
  themeTimingRequestSchema,
} from './requests/theme-studio';
export type { PasskeyLoginRequest, RegisterInstantRequest } from './requests/webauthn';
export { passkeyLoginRequestSchema, registerInstantRequestSchema } from './requests/webauthn';
export type {
  CheckSlugRequest,
  CoupleForm,
  CoupleFormInput,
  PatchWeddingRequest,
  UpdateAccessCodeRequest,
  UpdateSlugRequest,
  UpdateWeddingInfoRequest,
  UpdateWeddingRequest,
} from './requests/weddings';
export {
  checkSlugRequestSchema,
  coupleFormSchema,
  createWeddingRequestSchema,
  customizationVersionSchema,
  emptyBodySchema,
  patchWeddingRequestSchema,
  updateAccessCodeRequestSchema,
  updateSlugRequestSchema,
  updateWeddingInfoRequestSchema,
  updateWeddingRequestSchema,
} from './requests/weddings';
export * from './responses/account-email';
export * from './responses/activity';
export * from './responses/gifts';
export * from './responses/index';
export * from './responses/outreach';
export * from './responses/seating';
export type { RsvpGuest, RsvpGuestEventAnswer, RsvpPayload, RsvpPayloadInput } from './rsvp';
export {
  RSVP_RESPONDENT_INDEX,
  rsvpAttendanceSchema,
  rsvpAttendanceStepSchema,
  rsvpContactStepSchema,
  rsvpGuestCountSchema,
  rsvpGuestEventAnswerSchema,
  rsvpGuestSchema,
  rsvpGuestsSchema,
  rsvpGuestsStepSchema,
  rsvpMessageSchema,
  rsvpMessageStepSchema,
  rsvpNameSchema,
  rsvpPayloadSchema,
  rsvpPhoneSchema,
  rsvpRequirementsStepSchema,
} from './rsvp';
export type { ScheduleEvent } from './schedule-event';
export { scheduleEventSchema } from './schedule-event';
export type {
  MealOptionPayload,
  ScheduleEventPayload,
  ScheduleEventPayloadInput,
  ScheduleEventType,
} from './schedule-event-payload';
export {
  INVITED_HOUSEHOLDS_MAX,
  mealOptionPayloadSchema,
  SCHEDULE_EVENT_TYPES,
  scheduleEventPayloadSchema,
} from './schedule-event-payload';
export type { SiteTextField, SiteTexts, SiteTextsInput, UpdateSiteTextsRequest } from './site-content';
export {
  SITE_TEXT_FIELDS,
  SITE_TEXT_LIMITS,
  siteTextsSchema,
  updateSiteTextsRequestSchema,
} from './site-content';
export type { ColorModePreference, SiteErrorType, SitePageState } from './site-page-state';
export type { Slug } from './slug';
export { slugSchema } from './slug';
export type { Tag, TagInputContext } from './tag';
export { tagInputSchema, tagListSchema, tagSchema } from './tag';
export type { UploadImageFile } from './upload';
export { uploadFilenameSchema, uploadImageFileSchema } from './upload';
export type { User } from './user';
export { passwordSchema, usernameSchema, userRoleSchema, userSchema } from './user';
export type { ValidationMessage } from './validation-details';
export { ROOT_FIELD, toValidationDetails, toValidationKeys } from './validation-details';
export type { Wedding, WeddingRsvpSummary } from './wedding';
export { weddingRsvpSummarySchema, weddingSchema } from './wedding';
export { futureWeddingDateSchema, weddingDateInputSchema } from './wedding-date';
export type { WeddingInfo } from './wedding-info';
export { coupleNameSchema, weddingInfoSchema } from './wedding-info';
