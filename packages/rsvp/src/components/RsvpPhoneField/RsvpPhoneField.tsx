import { type Locale, translate } from '@wedding/core';
import { I18nProvider, PhoneInput, type PhoneInputValue } from '@wedding/ui';
import { useEffect, useRef, useState } from 'react';
import { rsvpPhoneError } from '../../state/rsvp-phone-error';

export interface RsvpPhoneFieldProps {
  locale: Locale;
  /** The dial code ('+49') and the number apart, as the draft keeps them. */
  value: PhoneInputValue;
  onChange: (value: PhoneInputValue) => void;
  /** A rule the wizard's Next found broken, already in the locale; it wins over the field's own check. */
  errorMessage?: string;
  /** 'Phone number' from core's catalogue unless given. */
  label?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name: a hidden input carries the stored phone ('+49 1512 3456789'). */
  name?: string;
}

/**
 * Spec B 5: the RSVP phone, a country dial-code picker plus a number that keeps digits, spaces and hyphens.
 * Once the guest leaves the field with a number typed, core's phone rule is shown with its specific parse
 * message (not a phone number, invalid country code, too short, too long, unable to parse) and follows
 * every later edit, so the message disappears as soon as the number is valid.
 */
export function RsvpPhoneField({
  locale,
  value,
  onChange,
  errorMessage,
  label,
  isRequired = true,
  isDisabled,
  name,
}: RsvpPhoneFieldProps) {
  const [checked, setChecked] = useState(false);
  const ownProblem =
    checked && value.number.trim() !== '' ? rsvpPhoneError(value.dialCode, value.number) : null;
  const shownError =
    errorMessage ?? (ownProblem === null ? undefined : translate(ownProblem.key, locale, ownProblem.params));

  const fieldRef = useRef<HTMLDivElement>(null);
  // Focus moving between the dial-code picker and the number stays inside the field: not yet a "leave".
  // A native focusout listener observes the inputs inside; the wrapper itself is not interactive.
  useEffect(() => {
    const field = fieldRef.current;
    if (field === null) return;
    const checkWhenLeaving = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && field.contains(next)) return;
      setChecked(true);
    };
    field.addEventListener('focusout', checkWhenLeaving);
    return () => field.removeEventListener('focusout', checkWhenLeaving);
  }, []);

  return (
    <I18nProvider locale={locale}>
      <div ref={fieldRef} data-checked={checked || undefined}>
        <PhoneInput
          label={label ?? translate('rsvp.phoneLabel', locale)}
          variant="rsvp"
          value={value}
          onChange={(next) => onChange(next)}
          errorMessage={shownError}
          isRequired={isRequired}
          isDisabled={isDisabled}
          name={name}
        />
      </div>
    </I18nProvider>
  );
}
