/** The API's .ics download of one schedule event (needs the guest's admission cookie, same origin). */
export function eventCalendarHref(slug: string, eventId: string): string {
  return `/api/public/weddings/${encodeURIComponent(slug)}/events/${encodeURIComponent(eventId)}/calendar.ics`;
}
