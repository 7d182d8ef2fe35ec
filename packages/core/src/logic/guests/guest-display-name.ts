export interface GuestNameParts {
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** docs/requirements.md B3: a guest's name, built from first plus last name when it is missing or blank. */
export function guestDisplayName({ name, firstName, lastName }: GuestNameParts): string {
  const trimmedName = name?.trim() ?? '';
  if (trimmedName !== '') return trimmedName;
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}
