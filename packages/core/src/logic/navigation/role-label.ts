/** User menu (docs/requirements.md A2): the user's role as shown, 'User' when none is known. */
export function roleLabel(role: string | null | undefined): string {
  const trimmed = role?.trim() ?? '';
  return trimmed === '' ? 'User' : trimmed;
}
