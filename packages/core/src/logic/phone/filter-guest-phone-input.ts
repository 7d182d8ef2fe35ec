/** Guest form (docs/requirements.md B5): the phone input keeps digits, spaces, hyphens and plus signs only. */
export function filterGuestPhoneInput(input: string): string {
  return input.replace(/[^\d +-]/g, '');
}
