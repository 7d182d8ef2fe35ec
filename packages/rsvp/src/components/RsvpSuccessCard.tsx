import { Card } from '@wedding/ui';
import type { RsvpWizardLabels } from './rsvp-wizard-labels';

/** Spec B 2: the success card shown after the RSVP was stored. */
export function RsvpSuccessCard({ labels }: { labels: RsvpWizardLabels }) {
  return (
    <Card title={labels.successTitle} headingLevel={2} elevation="raised">
      <p role="status" style={{ margin: 0 }}>
        {labels.successText}
      </p>
    </Card>
  );
}
