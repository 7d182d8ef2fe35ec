import { filterRsvpPhoneInput, translate } from '@wedding/core';
import { TextField } from '@wedding/ui';
import type { RsvpStepProps } from '../rsvp-step-props';
import { stackStyle } from '../stack-style';

/** Step 1: name, optional email and phone with country dial code (spec B 3 and 5). */
export function ContactStep({ wizard, locale }: RsvpStepProps) {
  const { data, submitting } = wizard.state;
  return (
    <div style={stackStyle}>
      <TextField
        label={translate('rsvp.nameLabel', locale)}
        value={data.name}
        onChange={(value) => wizard.setText('name', value)}
        autoComplete="name"
        isRequired
        isDisabled={submitting}
      />
      <TextField
        label={translate('rsvp.emailLabel', locale)}
        type="email"
        value={data.email}
        onChange={(value) => wizard.setText('email', value)}
        autoComplete="email"
        isDisabled={submitting}
      />
      <TextField
        label={translate('rsvp.dialCodeLabel', locale)}
        value={data.dialCode}
        onChange={(value) => wizard.setText('dialCode', value)}
        autoComplete="tel-country-code"
        isDisabled={submitting}
      />
      <TextField
        label={translate('rsvp.phoneLabel', locale)}
        type="tel"
        value={data.phoneNumber}
        onChange={(value) => wizard.setText('phoneNumber', filterRsvpPhoneInput(value))}
        autoComplete="tel-national"
        isRequired
        isDisabled={submitting}
      />
    </div>
  );
}
