/**
 * RSVP (docs/requirements.md B5): the phone input keeps digits, spaces and hyphens (the dial code is chosen
 * separately).
 */
export function filterRsvpPhoneInput(input: string): string {
  return input.replace(/[^\d -]/g, '');
}
