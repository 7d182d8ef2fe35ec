// "Your answers" from this device, fetched with (beside) the wizard when the guest heads for the RSVP section.
export { OwnRsvps } from '../../own-rsvp/OwnRsvpList/OwnRsvps';
