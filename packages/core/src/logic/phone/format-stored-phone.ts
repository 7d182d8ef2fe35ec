/**
 * docs/requirements.md B5: the stored phone is the dial code, a space, then the number (e.g. '+49 170 1234567').
 * A blank number stores nothing ('') rather than a bare dial code.
 */
export function formatStoredPhone(dialCode: string, number: string): string {
  const trimmedNumber = number.trim();
  if (trimmedNumber === '') return '';
  const trimmedDialCode = dialCode.trim();
  return trimmedDialCode === '' ? trimmedNumber : `${trimmedDialCode} ${trimmedNumber}`;
}
