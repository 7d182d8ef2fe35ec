export { RsvpSubmitError } from './rsvp-submit-error';
export { rsvpUrl, type SubmitRsvpOptions, submitRsvp } from './submit-rsvp';
