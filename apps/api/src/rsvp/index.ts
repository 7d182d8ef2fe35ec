export { deleteRsvp } from './delete-rsvp.js';
export { insertRsvp, type RsvpGuestRow, type RsvpRowInput } from './insert-rsvp.js';
export { isValidRsvpManageToken, rsvpIdOfToken, rsvpManageToken } from './manage-token.js';
export {
  OWN_RSVP_COOKIE_PREFIX,
  OWN_RSVPS_PER_DEVICE,
  ownRsvpCookieName,
  readOwnRsvpTokens,
  writeOwnRsvpTokens,
} from './own-rsvp-cookie.js';
