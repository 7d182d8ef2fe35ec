import {
  ADDRESS_COUNTRIES,
  type AddressType,
  type ApprovalStatus,
  type AttendanceStatus,
  type ContactMethod,
  DEFAULT_APPROVAL_STATUS,
  DEFAULT_COUNTRY,
  DEFAULT_GUEST_PRIORITY,
  type EmergencyRelationship,
  FORM_SECTION_FIELD_COUNTS,
  type FormSectionStatus,
  formProgress,
  formSectionState,
  type GuestCategory,
  type GuestPayloadInput,
  type GuestPriority,
  type GuestSide,
  type GuestView,
  isFieldFilled,
  type SocialPlatform,
  sectionFieldCount,
  type TimeZone,
} from '@wedding/core';
import { unescapeHtml } from '../components/labels';

/** The guest form as the person edits it: every field a string, number, boolean or list; '' means "not chosen". */
export interface GuestFormFields {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  contactInfo: {
    alternativePhone: string;
    preferredContactMethod: ContactMethod | '';
    availableHours: string;
    timeZone: TimeZone | '';
  };
  category: GuestCategory;
  side: GuestSide;
  estimatedGuests: number;
  confirmedGuests: number;
  priority: GuestPriority;
  approvalStatus: ApprovalStatus;
  invitationSent: boolean;
  attendance: AttendanceStatus | '';
  needsTransport: boolean;
  needsAccommodation: boolean;
  addresses: {
    type: AddressType;
    label: string;
    street: string;
    street2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  }[];
  socialMediaProfiles: { platform: SocialPlatform; handle: string; url: string; isPublic: boolean }[];
  dietary: {
    restrictions: string[];
    allergies: string[];
    preferences: string[];
    specialRequests: string;
    medicalNotes: string;
  };
  emergency: {
    name: string;
    relationship: EmergencyRelationship | '';
    phone: string;
    alternativePhone: string;
    address: string;
    medicalInfo: string;
    notes: string;
  };
  notes: string;
}

export const GUEST_FORM_SECTIONS = [
  'basic',
  'contact',
  'relationship',
  'categorization',
  'additional',
  'addresses',
  'social',
  'dietary',
  'emergency',
  'notes',
] as const;
export type GuestFormSectionId = (typeof GUEST_FORM_SECTIONS)[number];

export const emptyAddress = (): GuestFormFields['addresses'][number] => ({
  type: 'home',
  label: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
});

export const emptySocialProfile = (): GuestFormFields['socialMediaProfiles'][number] => ({
  platform: 'instagram',
  handle: '',
  url: '',
  isPublic: false,
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const record = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/**
 * The first and last name the form starts with. A guest saved with only a name (the quick form, an import row) has
 * neither, and the form requires both: it then proposes the last word as the last name and the words before it as
 * the first name, for the person to see and correct before saving (docs/decisions.md). One word is a first name.
 */
export function formNameParts(guest: Pick<GuestView, 'name' | 'firstName' | 'lastName'> | null): {
  firstName: string;
  lastName: string;
} {
  const firstName = guest?.firstName ?? '';
  const lastName = guest?.lastName ?? '';
  const words = (guest?.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (firstName.trim() !== '' || lastName.trim() !== '' || words.length === 0) return { firstName, lastName };
  if (words.length === 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '' };
}

/** The form's start: an existing guest (notes decoded for editing), else the empty guest of docs/requirements.md B5. */
export function guestFormFields(guest: GuestView | null): GuestFormFields {
  const contact = record(guest?.contactInfo);
  const dietary = record(guest?.dietaryInformation);
  const emergency = record(guest?.emergencyContact);
  return {
    ...formNameParts(guest),
    phone: guest?.phone ?? '',
    email: guest?.email ?? '',
    contactInfo: {
      alternativePhone: text(contact.alternativePhone),
      preferredContactMethod: text(contact.preferredContactMethod) as ContactMethod | '',
      availableHours: text(contact.availableHours),
      timeZone: text(contact.timeZone) as TimeZone | '',
    },
    category: guest?.category ?? 'other',
    side: guest?.side ?? 'both',
    estimatedGuests: guest?.estimatedGuests ?? 1,
    confirmedGuests: guest?.confirmedGuests ?? 0,
    priority: guest?.priority ?? DEFAULT_GUEST_PRIORITY,
    approvalStatus: guest?.approvalStatus ?? DEFAULT_APPROVAL_STATUS,
    invitationSent: guest?.invitationSent ?? false,
    attendance: guest?.rsvp?.attendanceStatus ?? '',
    needsTransport: guest?.needsTransport ?? false,
    needsAccommodation: guest?.needsAccommodation ?? false,
    addresses: (guest?.addresses ?? []).map((address) => ({
      type: address.type,
      label: address.label ?? '',
      street: address.street,
      street2: address.street2 ?? '',
      city: address.city,
      state: address.state ?? '',
      postalCode: address.postalCode,
      country: (ADDRESS_COUNTRIES as readonly string[]).includes(address.country)
        ? address.country
        : DEFAULT_COUNTRY,
    })),
    socialMediaProfiles: (guest?.socialMediaProfiles ?? []).map((profile) => ({
      platform: profile.platform,
      handle: profile.handle,
      url: profile.url ?? '',
      isPublic: profile.isPublic,
    })),
    dietary: {
      restrictions: list(dietary.restrictions),
      allergies: list(dietary.allergies),
      preferences: list(dietary.preferences),
      specialRequests: unescapeHtml(text(dietary.specialRequests)),
      medicalNotes: unescapeHtml(text(dietary.medicalNotes)),
    },
    emergency: {
      name: text(emergency.name),
      relationship: text(emergency.relationship) as EmergencyRelationship | '',
      phone: text(emergency.phone),
      alternativePhone: text(emergency.alternativePhone),
      address: text(emergency.address),
      medicalInfo: text(emergency.medicalInfo),
      notes: text(emergency.notes),
    },
    notes: unescapeHtml(guest?.notes),
  };
}

const orNull = <T extends string>(value: T | '') => (value === '' ? null : value);

/** The form as the API's guest payload: untouched optional parts are sent as null, not as empty objects. */
export function guestPayloadOf(fields: GuestFormFields): GuestPayloadInput {
  const contact = fields.contactInfo;
  const emergency = fields.emergency;
  const dietary = fields.dietary;
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    phone: fields.phone,
    email: fields.email,
    contactInfo: isFieldFilled(contact)
      ? {
          alternativePhone: contact.alternativePhone,
          preferredContactMethod: orNull(contact.preferredContactMethod),
          availableHours: contact.availableHours,
          timeZone: orNull(contact.timeZone),
        }
      : null,
    category: fields.category,
    side: fields.side,
    estimatedGuests: fields.estimatedGuests,
    confirmedGuests: fields.confirmedGuests,
    priority: fields.priority,
    approvalStatus: fields.approvalStatus,
    invitationSent: fields.invitationSent,
    rsvp: fields.attendance === '' ? null : { attendanceStatus: fields.attendance },
    needsTransport: fields.needsTransport,
    needsAccommodation: fields.needsAccommodation,
    addresses: fields.addresses,
    socialMediaProfiles: fields.socialMediaProfiles,
    dietaryInformation: isFieldFilled(dietary) ? dietary : null,
    // Once anything of the emergency contact is given, its name, phone and relationship are required
    // (docs/requirements.md B5).
    emergencyContact: isFieldFilled(emergency)
      ? { ...emergency, relationship: emergency.relationship === '' ? undefined : emergency.relationship }
      : null,
    notes: fields.notes,
  } as GuestPayloadInput;
}

/** A rule's field path (the payload's) as the form's field path. */
export function formPathOf(payloadPath: string): string {
  return payloadPath
    .replace(/^dietaryInformation\./, 'dietary.')
    .replace(/^emergencyContact\./, 'emergency.')
    .replace(/^rsvp\.attendanceStatus$/, 'attendance')
    .replace(/^(dietary\.(?:restrictions|allergies|preferences))\.\d+$/, '$1');
}

/** The section a form field belongs to. */
export function sectionOf(path: string): GuestFormSectionId {
  if (path === 'firstName' || path === 'lastName') return 'basic';
  if (path === 'phone' || path === 'email' || path.startsWith('contactInfo')) return 'contact';
  if (['category', 'side', 'estimatedGuests', 'confirmedGuests'].includes(path)) return 'relationship';
  if (path === 'priority' || path === 'approvalStatus') return 'categorization';
  if (path.startsWith('addresses')) return 'addresses';
  if (path.startsWith('socialMediaProfiles')) return 'social';
  if (path.startsWith('dietary')) return 'dietary';
  if (path.startsWith('emergency')) return 'emergency';
  if (path === 'notes') return 'notes';
  return 'additional';
}

/**
 * Section (docs/requirements.md B4 and B5) states and progress: each section empty, partial, complete or invalid by its
 * filled fields (basic 2, contact 6, relationship 4, dietary 5, emergency 7, notes 1, 8 per address, 3 per profile; the
 * two sections the spec gives no count are counted by their fields: categorization 2, additional 4). Basic information
 * is the required section (70 %), the others share 30 %.
 */
export function guestFormProgress(
  fields: GuestFormFields,
  invalidSections: ReadonlySet<GuestFormSectionId>,
): { sections: Record<GuestFormSectionId, FormSectionStatus>; percent: number } {
  const values: Record<GuestFormSectionId, unknown[]> = {
    basic: [fields.firstName, fields.lastName],
    contact: [fields.phone, fields.email, ...Object.values(fields.contactInfo)],
    relationship: [fields.category, fields.side, fields.estimatedGuests, fields.confirmedGuests],
    categorization: [fields.priority, fields.approvalStatus],
    additional: [fields.invitationSent, fields.attendance, fields.needsTransport, fields.needsAccommodation],
    addresses: fields.addresses.flatMap((address) => Object.values(address)),
    social: fields.socialMediaProfiles.flatMap((profile) => [profile.platform, profile.handle, profile.url]),
    dietary: [
      fields.dietary.restrictions,
      fields.dietary.allergies,
      fields.dietary.preferences,
      fields.dietary.specialRequests,
      fields.dietary.medicalNotes,
    ],
    emergency: Object.values(fields.emergency),
    notes: [fields.notes],
  };
  const totals: Record<GuestFormSectionId, number> = {
    basic: FORM_SECTION_FIELD_COUNTS.basic,
    contact: FORM_SECTION_FIELD_COUNTS.contact,
    relationship: FORM_SECTION_FIELD_COUNTS.relationship,
    categorization: 2,
    additional: 4,
    addresses: sectionFieldCount('addresses', { addressCount: fields.addresses.length }),
    social: sectionFieldCount('socialMedia', { socialProfileCount: fields.socialMediaProfiles.length }),
    dietary: FORM_SECTION_FIELD_COUNTS.dietary,
    emergency: FORM_SECTION_FIELD_COUNTS.emergency,
    notes: FORM_SECTION_FIELD_COUNTS.notes,
  };
  const sections = Object.fromEntries(
    GUEST_FORM_SECTIONS.map((id) => [
      id,
      formSectionState({
        values: values[id],
        totalFields: totals[id],
        errors: invalidSections.has(id) ? [true] : [],
      }),
    ]),
  ) as Record<GuestFormSectionId, FormSectionStatus>;
  const percent = formProgress(
    GUEST_FORM_SECTIONS.map((id) => ({ ...sections[id], required: id === 'basic' })),
  );
  return { sections, percent };
}
