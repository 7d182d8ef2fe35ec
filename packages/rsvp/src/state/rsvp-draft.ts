import { type AttendanceStatus, DEFAULT_COUNTRY, RSVP_GUESTS } from '@wedding/core';
import { getCountryCallingCode } from 'libphonenumber-js/min';

/** Everything the guest has typed into the wizard; the unit that is persisted as a draft. */
export interface RsvpDraft {
  name: string;
  email: string;
  /** '+49'-style country dial code, stored in front of the number (spec B 5). */
  dialCode: string;
  phoneNumber: string;
  attendanceStatus: AttendanceStatus | null;
  numberOfGuests: number;
  /** Names of the companions (guest number 2 onwards); the respondent is guest 1. */
  guestNames: string[];
  needsTransport: boolean;
  needsAccommodation: boolean;
  message: string;
}

/** The dial code of the default country (spec B 9: DE). */
export const DEFAULT_DIAL_CODE = `+${getCountryCallingCode(DEFAULT_COUNTRY)}`;

export function emptyRsvpDraft(): RsvpDraft {
  return {
    name: '',
    email: '',
    dialCode: DEFAULT_DIAL_CODE,
    phoneNumber: '',
    attendanceStatus: null,
    numberOfGuests: RSVP_GUESTS.min,
    guestNames: [],
    needsTransport: false,
    needsAccommodation: false,
    message: '',
  };
}
