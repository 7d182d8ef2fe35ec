/**
 * User menu avatar (docs/requirements.md A2): the first two characters of the username, upper-cased ('' for no
 * username).
 */
export function initials(username: string | null | undefined): string {
  return Array.from((username ?? '').trim())
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
