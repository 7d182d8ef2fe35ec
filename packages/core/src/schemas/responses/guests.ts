import { z } from 'zod';
import {
  ADDRESS_TYPES,
  APPROVAL_STATUSES,
  ATTENDANCE_STATUSES,
  GROUP_ROLES,
  GUEST_CATEGORIES,
  GUEST_PRIORITIES,
  GUEST_SIDES,
  SOCIAL_PLATFORMS,
} from '../enums';
import { isoTimestampSchema } from './iso-timestamp';

/** A stored address of a guest (the addresses[] of docs/requirements.md B3), as the API sends it. */
export const guestAddressViewSchema = z.object({
  id: z.string(),
  type: z.enum(ADDRESS_TYPES),
  label: z.string().nullable(),
  street: z.string(),
  street2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string(),
  country: z.string(),
  isPrimary: z.boolean(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  notes: z.string().nullable(),
});

export const guestSocialProfileViewSchema = z.object({
  id: z.string(),
  platform: z.enum(SOCIAL_PLATFORMS),
  handle: z.string(),
  url: z.string().nullable(),
  isPublic: z.boolean(),
  notes: z.string().nullable(),
});

/**
 * One guest as the guest-list routes answer it (docs/requirements.md B3): `rsvp` is null before an answer,
 * `primaryGuestId` names the companion group's primary guest. The JSON details are core's guest sub-schemas, stored as
 * sent.
 */
export const guestViewSchema = z.object({
  id: z.string(),
  weddingId: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  category: z.enum(GUEST_CATEGORIES),
  side: z.enum(GUEST_SIDES),
  notes: z.string().nullable(),
  priority: z.enum(GUEST_PRIORITIES),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  estimatedGuests: z.number().int(),
  groupRole: z.enum(GROUP_ROLES).nullable(),
  companionGroupId: z.string().nullable(),
  invitationSent: z.boolean(),
  rsvpReceived: z.boolean(),
  confirmedGuests: z.number().int(),
  needsTransport: z.boolean(),
  needsAccommodation: z.boolean(),
  contactInfo: z.record(z.string(), z.unknown()).nullable(),
  dietaryInformation: z.record(z.string(), z.unknown()).nullable(),
  emergencyContact: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoTimestampSchema,
  updatedAt: isoTimestampSchema,
  primaryGuestId: z.string().nullable(),
  rsvp: z.object({ attendanceStatus: z.enum(ATTENDANCE_STATUSES) }).nullable(),
  addresses: z.array(guestAddressViewSchema),
  socialMediaProfiles: z.array(guestSocialProfileViewSchema),
});
export type GuestView = z.infer<typeof guestViewSchema>;

/** GET /api/weddings/{id}/guests: one page of the filtered list. */
export const guestPageResponseSchema = z.object({
  data: z.array(guestViewSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});

/** POST and PUT of a guest: the stored guest. */
export const guestResponseSchema = z.object({ data: guestViewSchema });

/** DELETE of a guest, POST/DELETE of a companion group (docs/requirements.md B7 reads `message`). */
export const guestMessageResponseSchema = z.object({ message: z.string(), id: z.string().optional() });
