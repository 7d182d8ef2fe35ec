export { insertRsvp, type RsvpGuestRow, type RsvpRowInput } from './insert-rsvp.js';
