/** Enumerations named by docs/requirements.md A3 and B3, as `as const` arrays with their types. */

export const USER_ROLES = ['user', 'admin', 'superadmin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ADMIN_ROLES = ['admin', 'superadmin'] as const satisfies readonly UserRole[];

/** Staff (admin or superadmin): the admin area, every wedding; the API checks it, the interfaces mirror it. */
export const isStaffRole = (role: UserRole): boolean => (ADMIN_ROLES as readonly UserRole[]).includes(role);

/** A signed-in user's colour mode for the dashboard: light, dark or following the device. */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export const GUEST_CATEGORIES = ['family', 'friends', 'colleagues', 'other'] as const;
export type GuestCategory = (typeof GUEST_CATEGORIES)[number];
/** The list filter additionally offers 'begleitung' (companions). */
export const GUEST_CATEGORY_FILTERS = [...GUEST_CATEGORIES, 'begleitung'] as const;
export type GuestCategoryFilter = (typeof GUEST_CATEGORY_FILTERS)[number];

export const GUEST_SIDES = ['partner1', 'partner2', 'both'] as const;
export type GuestSide = (typeof GUEST_SIDES)[number];

/**
 * What a member of a wedding may do there (memberMay in logic/members): the couple (owner), a co-planner, a
 * guest-list editor, an editor limited to the guests of one side, and a viewer.
 */
export const MEMBER_ROLES = ['owner', 'coPlanner', 'guestEditor', 'sideEditor', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const GUEST_PRIORITIES = ['must_invite', 'standard', 'maybe'] as const;
export type GuestPriority = (typeof GUEST_PRIORITIES)[number];
export const DEFAULT_GUEST_PRIORITY: GuestPriority = 'standard';

export const APPROVAL_STATUSES = ['approved', 'not_approved', 'maybe', 'pending'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const DEFAULT_APPROVAL_STATUS: ApprovalStatus = 'pending';

export const GROUP_ROLES = ['primary', 'companion'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

export const CONTACT_METHODS = ['phone', 'sms', 'whatsapp'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const TIME_ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Madrid',
  'Asia/Tokyo',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

export const ADDRESS_TYPES = ['home', 'work', 'billing', 'shipping'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_COUNTRIES = [
  'DE',
  'US',
  'GB',
  'FR',
  'IT',
  'ES',
  'NL',
  'CH',
  'AT',
  'BE',
  'CA',
  'AU',
] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];

export const SOCIAL_PLATFORMS = [
  'whatsapp',
  'instagram',
  'facebook',
  'twitter',
  'linkedin',
  'tiktok',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

export const DIETARY_RESTRICTIONS = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'kosher',
  'halal',
  'lactose-free',
] as const;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

export const EMERGENCY_RELATIONSHIPS = ['spouse', 'parent', 'sibling', 'friend', 'other'] as const;
export type EmergencyRelationship = (typeof EMERGENCY_RELATIONSHIPS)[number];

export const ATTENDANCE_STATUSES = ['attending', 'not_attending', 'maybe'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
/** Guest-list RSVP filter values (docs/requirements.md B4). */
export const RSVP_FILTER_VALUES = ['received', 'attending', 'not_attending', 'maybe', 'pending'] as const;
export type RsvpFilterValue = (typeof RSVP_FILTER_VALUES)[number];

export const LOCATION_TYPES = ['ceremony', 'reception', 'party', 'accommodation'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** Pages a background can be assigned to (docs/requirements.md A2, gallery manager backgrounds tab). */
export const SITE_PAGES = [
  'invite',
  'info',
  'rsvp',
  'location',
  'schedule',
  'accommodation',
  'gallery',
] as const;
export type SitePage = (typeof SITE_PAGES)[number];

export const BACKGROUND_SIZES = ['cover', 'contain', 'auto'] as const;
export type BackgroundSizeKeyword = (typeof BACKGROUND_SIZES)[number];

// Theme presets are @wedding/tokens' domain; the categories are defined there once.
export { PRESET_CATEGORIES, PRESET_CATEGORY_FILTERS, type PresetCategory } from '@wedding/tokens';

export const SLUG_AVAILABILITY = ['unchecked', 'checking', 'available', 'taken'] as const;
export type SlugAvailability = (typeof SLUG_AVAILABILITY)[number];

export const FORM_SECTION_STATES = ['empty', 'partial', 'complete', 'invalid'] as const;
export type FormSectionState = (typeof FORM_SECTION_STATES)[number];

export const ERROR_BOUNDARY_TYPES = [
  'wedding_not_found',
  'access_denied',
  'invalid_access_code',
  'session_expired',
  'network_error',
  'server_error',
  'authentication_required',
  'component_error',
  'unknown_error',
] as const;
export type ErrorBoundaryType = (typeof ERROR_BOUNDARY_TYPES)[number];

/** The product's emails: to guests (save the date, invitation, reminder, RSVP confirmation), to the couple, to an account. */
export const MAIL_KINDS = [
  'saveTheDate',
  'invitation',
  'reminder',
  'rsvpConfirmation',
  'rsvpNotice',
  'rsvpDigest',
  'emailVerification',
  'passwordReset',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** What the couple sends to chosen households themselves; the other kinds are written by the product. */
export const BULK_MAIL_KINDS = ['saveTheDate', 'invitation'] as const satisfies readonly MailKind[];
export type BulkMailKind = (typeof BULK_MAIL_KINDS)[number];

/** Where a message of the outbox stands. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'unsent', 'suppressed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** How the couple hears of new RSVPs by email: each answer, a daily digest, or not at all. */
export const RSVP_NOTICE_MODES = ['each', 'daily', 'off'] as const;
export type RsvpNoticeMode = (typeof RSVP_NOTICE_MODES)[number];
