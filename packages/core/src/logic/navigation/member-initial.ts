/** Member card (docs/requirements.md A2): the first character of the username, upper-cased ('' for no username). */
export function memberInitial(username: string | null | undefined): string {
  return (Array.from((username ?? '').trim())[0] ?? '').toUpperCase();
}
