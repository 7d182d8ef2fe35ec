export {
  type PasskeyView,
  passkeyListResponseSchema,
  passkeyResponseSchema,
  passkeyViewSchema,
  passwordChangedResponseSchema,
} from './account';
export {
  adminAnalyticsResponseSchema,
  adminGalleryPageSchema,
  adminRecentActivityResponseSchema,
  adminWeddingUpdateResponseSchema,
} from './admin';
export {
  type AuthUser,
  type AuthUserResponse,
  authUserResponseSchema,
  authUserSchema,
  csrfResponseSchema,
  loggedOutResponseSchema,
  sessionResponseSchema,
} from './auth';
export {
  type EventSummary,
  type EventSummaryResponse,
  eventMealCountSchema,
  eventSummaryResponseSchema,
  eventSummarySchema,
} from './event-summary';
export {
  type GalleryImageView,
  galleryDeleteResponseSchema,
  galleryImageViewSchema,
  galleryListResponseSchema,
  pageBackgroundViewSchema,
} from './gallery';
export {
  attendanceStatusSchema,
  GUEST_ROW_COLUMNS,
  type GuestChangeView,
  type GuestHeadCounts,
  type GuestImportOutcome,
  type GuestImportResponse,
  type GuestRowsResponse,
  type GuestSheetResponse,
  guestChangeViewSchema,
  guestHeadCountsSchema,
  guestHistoryResponseSchema,
  guestImportOutcomeSchema,
  guestImportResponseSchema,
  guestRowsResponseSchema,
  guestSheetResponseSchema,
  type RsvpDeskItem,
  type RsvpDeskResponse,
  rsvpDeadlineResponseSchema,
  rsvpDeskItemSchema,
  rsvpDeskResponseSchema,
  rsvpLinkResponseSchema,
} from './guest-desk';
export {
  type GuestView,
  guestAddressViewSchema,
  guestMessageResponseSchema,
  guestPageResponseSchema,
  guestResponseSchema,
  guestSocialProfileViewSchema,
  guestViewSchema,
} from './guests';
export { healthResponseSchema } from './health';
export {
  type CreatedInvitationResponse,
  createdInvitationResponseSchema,
  type InvitationPreview,
  type InvitationView,
  invitationListResponseSchema,
  invitationPreviewResponseSchema,
  invitationViewSchema,
  joinedWeddingResponseSchema,
} from './invitations';
export { isoTimestampSchema } from './iso-timestamp';
export {
  type MemberAccessView,
  type MemberView,
  memberAccessViewSchema,
  memberListResponseSchema,
  memberResponseSchema,
  memberViewSchema,
} from './members';
export {
  type MessageReplyView,
  type MessageView,
  messageListResponseSchema,
  messageReplyViewSchema,
  messageResponseSchema,
  messageViewSchema,
} from './messages';
export {
  deletedResponseSchema,
  type OwnRsvpListResponse,
  type OwnRsvpResponse,
  ownRsvpListResponseSchema,
  ownRsvpResponseSchema,
  type PublicRsvpAnswer,
  publicRsvpAnswerSchema,
} from './privacy';
export {
  publicAccessResponseSchema,
  publicWeddingCardResponseSchema,
  publicWeddingResponseSchema,
  publicWeddingViewSchema,
} from './public-site';
export { type RsvpListItem, rsvpListItemSchema, rsvpListQuerySchema, rsvpListResponseSchema } from './rsvps';
export {
  type AccommodationView,
  accommodationListResponseSchema,
  accommodationResponseSchema,
  accommodationViewSchema,
  type MealOptionText,
  type MealOptionView,
  mealOptionViewSchema,
  type ScheduleEventText,
  type ScheduleEventView,
  type ScheduleListResponse,
  type SiteContentResponse,
  scheduleEventResponseSchema,
  scheduleEventViewSchema,
  scheduleListResponseSchema,
  siteContentResponseSchema,
} from './site-content';
export {
  type ThemeDesign,
  type ThemeVersionView,
  themeVersionListResponseSchema,
  themeVersionResponseSchema,
  themeVersionViewSchema,
} from './theme-studio';
export { webauthnMemberResponseSchema, webauthnOptionsResponseSchema } from './webauthn';
export {
  accessCodeAnswerSchema,
  checkSlugAnswerSchema,
  type DemoSite,
  demoSiteResponseSchema,
  demoSiteSchema,
  type LocationView,
  locationListResponseSchema,
  locationViewSchema,
  type RsvpCounts,
  rsvpCountsSchema,
  slugResponseSchema,
  type VersionConflictDetails,
  versionConflictDetailsSchema,
  type WeddingDetail,
  type WeddingInfoView,
  type WeddingPatchResponse,
  type WeddingSummary,
  weddingDateResponseSchema,
  weddingDetailResponseSchema,
  weddingDetailSchema,
  weddingInfoResponseSchema,
  weddingInfoViewSchema,
  weddingListResponseSchema,
  weddingPatchResponseSchema,
  weddingSummaryResponseSchema,
  weddingSummarySchema,
} from './weddings';
