/** Spec B 5 guest form: the phone input keeps digits, spaces, hyphens and plus signs only. */
export function filterGuestPhoneInput(input: string): string {
  return input.replace(/[^\d +-]/g, '');
}
