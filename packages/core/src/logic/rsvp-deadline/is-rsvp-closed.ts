/** The public RSVP is closed once the couple's deadline (an instant) has passed; no deadline, never. */
export function isRsvpClosed(deadline: Date | string | null | undefined, now: Date): boolean {
  if (deadline === null || deadline === undefined) return false;
  const at = deadline instanceof Date ? deadline : new Date(deadline);
  return !Number.isNaN(at.getTime()) && now.getTime() > at.getTime();
}
