import type { Locale } from '@wedding/core';
import type { RsvpWizardController } from '../hooks/use-rsvp-wizard';

/** What every step component receives: the wizard and the locale for core's message catalogue. */
export interface RsvpStepProps {
  wizard: RsvpWizardController;
  locale: Locale;
}
