export {
  createOwnRsvpClient,
  type OwnRsvp,
  type OwnRsvpClient,
  type OwnRsvpClientOptions,
  OwnRsvpError,
  type OwnRsvpFailure,
} from './own-rsvps';
export { RsvpSubmitError } from './rsvp-submit-error';
export { rsvpUrl, type SubmitRsvpOptions, submitRsvp } from './submit-rsvp';
