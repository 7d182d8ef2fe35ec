import { type AttendanceStatus, DEFAULT_COUNTRY, type DietaryRestriction, RSVP_GUESTS } from '@wedding/core';
import { getCountryCallingCode } from 'libphonenumber-js/max';

/** One companion (guest number 2 onwards): the name and the needs the couple plans the menu with. */
export interface RsvpCompanionDraft {
  name: string;
  /** Picked from core's list (vegetarian, vegan, ...); sent as canonical ids so the couple reads them in their language. */
  dietaryRestrictions: DietaryRestriction[];
  /** Any other dietary need, free text (sent as dietaryPreferences). */
  dietaryPreferences: string;
  allergies: string;
}

/** Everything the guest has typed into the wizard; the unit that is persisted as a draft. */
export interface RsvpDraft {
  name: string;
  email: string;
  /** '+49'-style country dial code, stored in front of the number (spec B 5). */
  dialCode: string;
  phoneNumber: string;
  attendanceStatus: AttendanceStatus | null;
  numberOfGuests: number;
  /** The companions (guest number 2 onwards); the respondent is guest 1. */
  companions: RsvpCompanionDraft[];
  needsTransport: boolean;
  needsAccommodation: boolean;
  message: string;
}

/** The dial code of the default country (spec B 9: DE). */
export const DEFAULT_DIAL_CODE = `+${getCountryCallingCode(DEFAULT_COUNTRY)}`;

export function emptyRsvpCompanion(name = ''): RsvpCompanionDraft {
  return { name, dietaryRestrictions: [], dietaryPreferences: '', allergies: '' };
}

export function emptyRsvpDraft(): RsvpDraft {
  return {
    name: '',
    email: '',
    dialCode: DEFAULT_DIAL_CODE,
    phoneNumber: '',
    attendanceStatus: null,
    numberOfGuests: RSVP_GUESTS.min,
    companions: [],
    needsTransport: false,
    needsAccommodation: false,
    message: '',
  };
}
