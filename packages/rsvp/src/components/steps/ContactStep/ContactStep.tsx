import { translate } from '@wedding/core';
import { RsvpTextField } from '../../fields/RsvpTextField/RsvpTextField';
import { RsvpPhoneField } from '../../RsvpPhoneField/RsvpPhoneField';
import type { RsvpStepProps } from '../../rsvp-step-props';
import { stackStyle } from '../../stack-style';

/** Step 1: name, optional email and phone with a country dial-code picker (docs/requirements.md B3 and B5). */
export function ContactStep({ wizard, locale }: RsvpStepProps) {
  const { data, submitting } = wizard.state;
  return (
    <div style={stackStyle}>
      <RsvpTextField
        label={translate('rsvp.nameLabel', locale)}
        value={data.name}
        onChange={(value) => wizard.setText('name', value)}
        errorMessage={wizard.fieldError('name')}
        autoComplete="name"
        isRequired
        isDisabled={submitting}
      />
      <RsvpTextField
        label={translate('rsvp.emailLabel', locale)}
        type="email"
        value={data.email}
        onChange={(value) => wizard.setText('email', value)}
        errorMessage={wizard.fieldError('email')}
        autoComplete="email"
        isDisabled={submitting}
      />
      <RsvpPhoneField
        locale={locale}
        value={{ dialCode: data.dialCode, number: data.phoneNumber }}
        onChange={(phone) => wizard.setPhone(phone.dialCode, phone.number)}
        errorMessage={wizard.fieldError('phone')}
        isDisabled={submitting}
      />
    </div>
  );
}
