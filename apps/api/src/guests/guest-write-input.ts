import type {
  AddressType,
  ApprovalStatus,
  AttendanceStatus,
  GroupRole,
  GuestCategory,
  GuestPriority,
  GuestSide,
  SocialPlatform,
} from '@wedding/core';

/** What a validated create or update carries; every field optional so one inline edit fits too. */
export interface GuestWriteInput {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  email?: string | null;
  category?: GuestCategory | null;
  side?: GuestSide | null;
  notes?: string | null;
  priority?: GuestPriority | null;
  approvalStatus?: ApprovalStatus | null;
  estimatedGuests?: number | null;
  groupRole?: GroupRole | null;
  invitationSent?: boolean | null;
  rsvpReceived?: boolean | null;
  confirmedGuests?: number | null;
  needsTransport?: boolean | null;
  needsAccommodation?: boolean | null;
  rsvp?: { attendanceStatus?: AttendanceStatus | null } | null;
  contactInfo?: object | null;
  dietaryInformation?: object | null;
  emergencyContact?: object | null;
  addresses?: readonly GuestAddressInput[] | null;
  socialMediaProfiles?: readonly GuestSocialProfileInput[] | null;
}

export interface GuestAddressInput {
  type?: AddressType | null;
  label?: string | null;
  street: string;
  street2?: string | null;
  city: string;
  state?: string | null;
  postalCode: string;
  country?: string | null;
  isPrimary?: boolean | null;
  coordinates?: object | null;
  notes?: string | null;
}

export interface GuestSocialProfileInput {
  platform: SocialPlatform;
  handle: string;
  url?: string | null;
  isPublic?: boolean | null;
  notes?: string | null;
}
