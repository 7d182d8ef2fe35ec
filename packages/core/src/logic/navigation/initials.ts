/** Spec A 2 user menu avatar: the first two characters of the username, upper-cased ('' for no username). */
export function initials(username: string | null | undefined): string {
  return Array.from((username ?? '').trim())
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
