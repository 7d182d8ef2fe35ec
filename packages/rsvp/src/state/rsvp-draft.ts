import { type AttendanceStatus, DEFAULT_COUNTRY, type DietaryRestriction, RSVP_GUESTS } from '@wedding/core';
import { type DialCodeCountry, dialCodeOf } from '@wedding/ui';

/** The needs the couple plans the menu with, asked of the respondent and of every named companion. */
export interface RsvpGuestNeedsDraft {
  /** Picked from core's list (vegetarian, vegan, ...); sent as canonical ids so the couple reads them in their language. */
  dietaryRestrictions: DietaryRestriction[];
  /** Any other dietary need, free text (sent as dietaryPreferences). */
  dietaryPreferences: string;
  allergies: string;
}

/** One companion (guest number 2 onwards): the name and their needs. */
export interface RsvpCompanionDraft extends RsvpGuestNeedsDraft {
  name: string;
}

/** One person's answer for one event: whether they come and the meal they picked (null: none yet). */
export interface RsvpEventAnswerDraft {
  attending: boolean;
  mealOptionId: string | null;
}

/** Where a person's answer for an event is kept in `eventAnswers`: '<person index>:<event id>'. */
export const rsvpEventAnswerKey = (person: number, eventId: string) => `${person}:${eventId}`;

/** Everything the guest has typed into the wizard; the unit that is persisted as a draft. */
export interface RsvpDraft {
  name: string;
  email: string;
  /** '+49'-style country dial code, stored in front of the number (docs/requirements.md B5). */
  dialCode: string;
  phoneNumber: string;
  attendanceStatus: AttendanceStatus | null;
  numberOfGuests: number;
  /** The respondent's own needs (guest 1, sent as guests[0] with the contact name and phone). */
  respondentNeeds: RsvpGuestNeedsDraft;
  /** The companions (guest number 2 onwards, sent as guests[1..n]); the respondent is guest 1. */
  companions: RsvpCompanionDraft[];
  needsTransport: boolean;
  needsAccommodation: boolean;
  message: string;
  /**
   * Per-event answers by `rsvpEventAnswerKey`. A person and event without an entry comes (they said they attend)
   * and has picked no meal yet.
   */
  eventAnswers: Record<string, RsvpEventAnswerDraft>;
}

/** A person's answer for an event as the wizard shows it: stored, else coming without a meal. */
export function rsvpEventAnswerOf(draft: RsvpDraft, person: number, eventId: string): RsvpEventAnswerDraft {
  return draft.eventAnswers[rsvpEventAnswerKey(person, eventId)] ?? { attending: true, mealOptionId: null };
}

/** The dial code of the default country (docs/requirements.md B9: DE), from the picker's own list. */
export const DEFAULT_DIAL_CODE = dialCodeOf(DEFAULT_COUNTRY as DialCodeCountry);

export function emptyRsvpGuestNeeds(): RsvpGuestNeedsDraft {
  return { dietaryRestrictions: [], dietaryPreferences: '', allergies: '' };
}

export function emptyRsvpCompanion(name = ''): RsvpCompanionDraft {
  return { name, ...emptyRsvpGuestNeeds() };
}

export function emptyRsvpDraft(): RsvpDraft {
  return {
    name: '',
    email: '',
    dialCode: DEFAULT_DIAL_CODE,
    phoneNumber: '',
    attendanceStatus: null,
    numberOfGuests: RSVP_GUESTS.min,
    respondentNeeds: emptyRsvpGuestNeeds(),
    companions: [],
    needsTransport: false,
    needsAccommodation: false,
    message: '',
    eventAnswers: {},
  };
}
