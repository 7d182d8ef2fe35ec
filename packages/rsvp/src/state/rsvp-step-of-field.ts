import type { RsvpStepId } from '@wedding/core';

const GUEST_DETAILS_INPUTS = new Set(['name']);
const CONTACT_FIELDS = new Set(['name', 'email', 'phone']);
const REQUIREMENT_FIELDS = new Set(['needsTransport', 'needsAccommodation']);

/**
 * The wizard step whose input a field path of the payload belongs to ('phone' -> contact, 'guests.2.name' ->
 * guestDetails, 'guests.0.allergies' -> requirements); undefined for a path no input owns (the payload root).
 */
export function rsvpStepOfField(field: string): RsvpStepId | undefined {
  const [head, index, input] = field.split('.');
  if (head === undefined) return undefined;
  if (head === 'guests' && index !== undefined) {
    if (input === 'events') return 'events';
    if (input === undefined || GUEST_DETAILS_INPUTS.has(input)) return 'guestDetails';
    // A guest's phone is the respondent's contact phone: the wizard asks no other.
    return input === 'phone' ? 'contact' : 'requirements';
  }
  if (CONTACT_FIELDS.has(head)) return 'contact';
  if (head === 'attendanceStatus') return 'attendance';
  if (head === 'numberOfGuests' || head === 'guests') return 'guestDetails';
  if (REQUIREMENT_FIELDS.has(head)) return 'requirements';
  if (head === 'message') return 'message';
  return undefined;
}
