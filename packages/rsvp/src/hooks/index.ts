export { type RsvpWizardController, type UseRsvpWizardOptions, useRsvpWizard } from './use-rsvp-wizard';
