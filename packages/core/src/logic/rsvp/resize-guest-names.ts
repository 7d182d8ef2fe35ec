/** docs/requirements.md B4: changing the guest count resizes the name list, keeping the names already typed. */
export function resizeGuestNames(names: readonly string[], length: number): string[] {
  const size = Math.max(0, Math.trunc(length));
  return Array.from({ length: size }, (_, index) => names[index] ?? '');
}
