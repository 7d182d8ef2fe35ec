import { type UseRsvpWizardOptions, useRsvpWizard } from '../hooks/use-rsvp-wizard';
import { RsvpWizardView } from './RsvpWizardView';

export type RsvpWizardProps = UseRsvpWizardOptions;

/** The public RSVP wizard of a wedding: state, draft persistence and idempotent submit wired to the view. */
export function RsvpWizard(props: RsvpWizardProps) {
  const wizard = useRsvpWizard(props);
  return <RsvpWizardView wizard={wizard} locale={props.locale} />;
}
