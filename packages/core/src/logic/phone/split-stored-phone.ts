/**
 * docs/requirements.md B5: a stored phone back into dial code and number for editing. The dial code is a leading
 * '+digits' followed by a space; without one the dial code is empty and the whole value is the number.
 */
export function splitStoredPhone(stored: string | null | undefined): { dialCode: string; number: string } {
  const trimmed = (stored ?? '').trim();
  const match = /^(\+\d{1,4})\s+(.*)$/.exec(trimmed);
  if (!match) return { dialCode: '', number: trimmed };
  return { dialCode: match[1] ?? '', number: match[2] ?? '' };
}
