export { endOfDayDeadline, isRsvpClosed } from './is-rsvp-closed';
