/** One draft per wedding, so two weddings opened in the same browser never mix answers. */
export function rsvpDraftKey(slug: string): string {
  return `wedding.rsvp.draft:${slug}`;
}
