import { z } from 'zod';
import { guestDisplayName as guestNameOf } from '../logic/guests/guest-display-name';
import {
  APPROVAL_STATUSES,
  ATTENDANCE_STATUSES,
  DEFAULT_APPROVAL_STATUS,
  DEFAULT_GUEST_PRIORITY,
  GROUP_ROLES,
  GUEST_CATEGORIES,
  GUEST_PRIORITIES,
  GUEST_SIDES,
} from './enums';
import { guestAddressesSchema } from './guest-address';
import { guestContactInfoSchema } from './guest-contact-info';
import { guestDietarySchema } from './guest-dietary';
import { guestEmergencyContactSchema } from './guest-emergency-contact';
import { guestSocialProfileSchema } from './guest-social-profile';
import { TEXT_LIMITS } from './limits';
import { entityIdSchema } from './primitives/entity-id';
import { escapedText } from './primitives/escaped-text';
import { optionalEmail } from './primitives/optional-email';
import { optionalText } from './primitives/optional-text';
import { optionalPhoneText } from './primitives/phone-text';
import { requiredText } from './primitives/required-text';
import { timestampSchema } from './primitives/timestamp';

const invalidOption = { error: 'validation.invalidOption' } as const;
const estimatedGuestsSchema = z
  .number({ error: 'guest.estimatedGuestsPositive' })
  .int('guest.estimatedGuestsPositive')
  .positive('guest.estimatedGuestsPositive');

/** Every guest field without defaults, so a partial update (inline edit) never fills in values it did not send. */
const guestFields = {
  name: optionalText(TEXT_LIMITS.shortText),
  firstName: optionalText(TEXT_LIMITS.name),
  lastName: optionalText(TEXT_LIMITS.name),
  phone: optionalPhoneText(),
  email: optionalEmail(),
  category: z.enum(GUEST_CATEGORIES, invalidOption),
  side: z.enum(GUEST_SIDES, invalidOption),
  /** docs/requirements.md B5: guest notes are HTML-escaped on input. */
  notes: escapedText(TEXT_LIMITS.longText),
  priority: z.enum(GUEST_PRIORITIES, invalidOption),
  approvalStatus: z.enum(APPROVAL_STATUSES, invalidOption),
  estimatedGuests: estimatedGuestsSchema,
  groupRole: z.enum(GROUP_ROLES, invalidOption).nullish(),
  invitationSent: z.boolean({ error: 'validation.invalidType' }),
  rsvpReceived: z.boolean({ error: 'validation.invalidType' }),
  confirmedGuests: z
    .number({ error: 'validation.invalidType' })
    .int('validation.integer')
    .min(0, 'validation.tooSmall')
    .nullish(),
  needsTransport: z.boolean({ error: 'validation.invalidType' }),
  needsAccommodation: z.boolean({ error: 'validation.invalidType' }),
  contactInfo: guestContactInfoSchema.nullish(),
  addresses: guestAddressesSchema,
  socialMediaProfiles: z.array(guestSocialProfileSchema),
  dietaryInformation: guestDietarySchema.nullish(),
  emergencyContact: guestEmergencyContactSchema.nullish(),
  /** rsvp.attendanceStatus (docs/requirements.md B3); null clears the answer (list filter 'pending'). */
  rsvp: z.object({ attendanceStatus: z.enum(ATTENDANCE_STATUSES, invalidOption).nullish() }).nullish(),
};

/** Defaults of docs/requirements.md B3 and B5: priority standard, approval pending, one expected guest, empty lists. */
const guestFieldsWithDefaults = {
  ...guestFields,
  category: guestFields.category.default('other'),
  side: guestFields.side.default('both'),
  priority: guestFields.priority.default(DEFAULT_GUEST_PRIORITY),
  approvalStatus: guestFields.approvalStatus.default(DEFAULT_APPROVAL_STATUS),
  estimatedGuests: estimatedGuestsSchema.default(1),
  invitationSent: guestFields.invitationSent.default(false),
  rsvpReceived: guestFields.rsvpReceived.default(false),
  needsTransport: guestFields.needsTransport.default(false),
  needsAccommodation: guestFields.needsAccommodation.default(false),
  addresses: guestAddressesSchema.default([]),
  socialMediaProfiles: guestFields.socialMediaProfiles.default([]),
};

const withGuestName = <T extends { name?: string | null | undefined }>(guest: T) => ({
  ...guest,
  name: guestNameOf(guest),
});

/** Full guest form (docs/requirements.md B5): first and last name required; name is built from them when missing. */
export const guestFormSchema = z
  .object({
    ...guestFieldsWithDefaults,
    firstName: requiredText('guest.firstNameRequired', TEXT_LIMITS.name),
    lastName: requiredText('guest.lastNameRequired', TEXT_LIMITS.name),
  })
  .transform(withGuestName);
export type GuestFormInput = z.input<typeof guestFormSchema>;
export type GuestFormValues = z.output<typeof guestFormSchema>;

/** Quick form variant (docs/requirements.md B5): only the name is required. */
export const guestQuickFormSchema = z
  .object({ ...guestFieldsWithDefaults, name: requiredText('guest.nameRequired', TEXT_LIMITS.shortText) })
  .transform(withGuestName);
export type GuestQuickFormInput = z.input<typeof guestQuickFormSchema>;

/**
 * POST /api/weddings/{weddingId}/guests and PUT .../guests/{id} with the whole guest (docs/requirements.md B7):
 * either variant of the form is accepted; a name (given or built from first and last) is required.
 */
export const guestPayloadSchema = z
  .object(guestFieldsWithDefaults)
  .superRefine((guest, context) => {
    if (guestNameOf(guest) === '')
      context.addIssue({ code: 'custom', message: 'guest.nameRequired', path: ['name'] });
  })
  .transform(withGuestName);
export type GuestPayloadInput = z.input<typeof guestPayloadSchema>;
export type GuestPayload = z.output<typeof guestPayloadSchema>;

/** PUT .../guests/{id} from an inline edit: any subset of fields, at least one, and a name may not be blanked. */
export const guestPatchSchema = z
  .object(guestFields)
  .partial()
  .superRefine((patch, context) => {
    if (Object.keys(patch).length === 0) context.addIssue({ code: 'custom', message: 'validation.required' });
    if ('name' in patch && (patch.name ?? '') === '') {
      context.addIssue({ code: 'custom', message: 'guest.nameRequired', path: ['name'] });
    }
  });
export type GuestPatch = z.output<typeof guestPatchSchema>;

/** A guest as the API returns it. */
export const guestSchema = z
  .object({
    ...guestFieldsWithDefaults,
    id: entityIdSchema,
    weddingId: entityIdSchema.optional(),
    primaryGuestId: entityIdSchema.nullish(),
    /**
     * The database keeps the RSVP answer flat; older API answers nest it as rsvp.attendanceStatus
     * (docs/requirements.md B3).
     */
    attendanceStatus: z.enum(ATTENDANCE_STATUSES, invalidOption).nullish(),
    createdAt: timestampSchema.optional(),
    updatedAt: timestampSchema.optional(),
  })
  .transform(withGuestName);
export type Guest = z.output<typeof guestSchema>;
