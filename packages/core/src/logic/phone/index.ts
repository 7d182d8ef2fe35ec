export { filterGuestPhoneInput } from './filter-guest-phone-input';
export { filterRsvpPhoneInput } from './filter-rsvp-phone-input';
export { formatStoredPhone } from './format-stored-phone';
export { splitStoredPhone } from './split-stored-phone';
