export { isRsvpClosed } from './is-rsvp-closed';
