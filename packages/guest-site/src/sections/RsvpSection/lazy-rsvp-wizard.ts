// The wizard (with phone parsing) is fetched only when the guest heads for the RSVP section.
export { RsvpWizard } from '@wedding/rsvp';
