/** docs/requirements.md B5: guest names are trimmed and blank ones dropped before sending. */
export function guestNamesForSubmit(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name !== '');
}
