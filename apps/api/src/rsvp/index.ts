export { insertRsvp, type RsvpCompanionRow, type RsvpRowInput } from './insert-rsvp.js';
