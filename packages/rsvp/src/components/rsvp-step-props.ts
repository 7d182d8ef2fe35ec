import type { Locale } from '@wedding/core';
import type { RsvpWizardController } from '../hooks/use-rsvp-wizard';
import type { RsvpWizardLabels } from './rsvp-wizard-labels';

/** What every step component receives: the wizard, its labels and the locale for core's messages. */
export interface RsvpStepProps {
  wizard: RsvpWizardController;
  labels: RsvpWizardLabels;
  locale: Locale;
}
