/** A name as the RSVP's matching compares it: case and spacing ignored. */
export const answerNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The guest-list entry of each person an RSVP names. RSVP people carry only the names the guest typed, so they are
 * matched by name (case and spacing ignored, like the RSVP's own link) among the answering household, each entry
 * once; a respondent who wrote their name differently is still the entry the answer was linked to (personal link,
 * phone). The caterer's list, the place cards and the seating plan read people through this one match.
 */
export function listEntriesOfAnswer(
  people: readonly { name: string }[],
  members: readonly { id: string; name: string }[],
  linkedGuestId: string | null,
): (string | null)[] {
  const free = new Map<string, string[]>();
  for (const member of members) {
    const key = answerNameKey(member.name);
    free.set(key, [...(free.get(key) ?? []), member.id]);
  }
  const entries = people.map((person) => free.get(answerNameKey(person.name))?.shift() ?? null);
  if (entries[0] === null && linkedGuestId !== null && !entries.includes(linkedGuestId)) {
    entries[0] = linkedGuestId;
  }
  return entries;
}
