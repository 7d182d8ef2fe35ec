import { type Locale, translate } from '@wedding/core';
import { Card } from '@wedding/ui';

/** Spec B 2: the success card shown after the RSVP was stored. */
export function RsvpSuccessCard({ locale }: { locale: Locale }) {
  return (
    <Card title={translate('rsvp.successTitle', locale)} headingLevel={2} elevation="raised">
      <p role="status" style={{ margin: 0 }}>
        {translate('rsvp.successText', locale)}
      </p>
    </Card>
  );
}
