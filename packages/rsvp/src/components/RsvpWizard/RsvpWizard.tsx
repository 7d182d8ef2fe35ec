import { type UseRsvpWizardOptions, useRsvpWizard } from '../../hooks/use-rsvp-wizard';
import { type RsvpProgressVariant, RsvpWizardView } from '../RsvpWizardView/RsvpWizardView';

export interface RsvpWizardProps extends UseRsvpWizardOptions {
  /** Progress as dots (default) or a bar (spec B 2). */
  progressVariant?: RsvpProgressVariant;
}

/** The public RSVP wizard of a wedding: state, draft persistence and idempotent submit wired to the view. */
export function RsvpWizard({ progressVariant, ...options }: RsvpWizardProps) {
  const wizard = useRsvpWizard(options);
  return <RsvpWizardView wizard={wizard} locale={options.locale} progressVariant={progressVariant} />;
}
