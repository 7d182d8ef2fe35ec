import {
  DEFAULT_COUNTRY,
  filterGuestPhoneInput,
  filterRsvpPhoneInput,
  formatStoredPhone,
  splitStoredPhone,
} from '@wedding/core';
import { useId, useMemo, useState } from 'react';
import { Input, Label, TextField } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { fieldDescription, fieldError, fieldLabel, input, visuallyHidden } from '../../styles/shared.css';
import { ComboBox } from '../ComboBox/ComboBox';
import { dialCodeOptions } from './dial-code-options';
import { countryForDialCode, type DialCodeCountry, dialCodeOf } from './dial-codes';
import * as styles from './PhoneInput.css';

export interface PhoneInputValue {
  dialCode: string;
  number: string;
}

/**
 * docs/requirements.md B5: the guest form keeps digits, spaces, hyphen and plus; the RSVP number keeps digits, spaces,
 * hyphens.
 */
export const phoneInputVariants = ['guest', 'rsvp'] as const;
export type PhoneInputVariant = (typeof phoneInputVariants)[number];

export interface PhoneInputProps {
  /** The one visible label naming the group (dial code and number). */
  label: string;
  value?: PhoneInputValue;
  /** A {dialCode, number} pair or a stored phone ('+49 170 1234567'). */
  defaultValue?: PhoneInputValue | string;
  /** Reports the pair and the stored form (dial code, a space, the number; '' for a blank number). */
  onChange?: (value: PhoneInputValue, stored: string) => void;
  variant?: PhoneInputVariant;
  description?: string;
  /** Parsing and validation live in @wedding/core and @wedding/rsvp; this only shows their message. */
  errorMessage?: string;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Form field name: a hidden input carries the stored form. */
  name?: string;
}

const filters = { guest: filterGuestPhoneInput, rsvp: filterRsvpPhoneInput } as const;
const defaultDialCode = dialCodeOf(DEFAULT_COUNTRY as DialCodeCountry);

function initialValue(defaultValue: PhoneInputValue | string | undefined): PhoneInputValue {
  if (defaultValue === undefined) return { dialCode: defaultDialCode, number: '' };
  return typeof defaultValue === 'string' ? splitStoredPhone(defaultValue) : defaultValue;
}

/** Dial-code picker plus number field; reports {dialCode, number} and core's stored phone format. */
export function PhoneInput({
  label,
  value,
  defaultValue,
  onChange,
  variant = 'guest',
  description,
  errorMessage,
  placeholder,
  isDisabled,
  isRequired,
  name,
}: PhoneInputProps) {
  const { t, locale } = useUiStrings();
  const [ownValue, setOwnValue] = useState(() => initialValue(defaultValue));
  const current = value ?? ownValue;
  const [chosenCountry, setChosenCountry] = useState<DialCodeCountry | null>(() =>
    countryForDialCode(current.dialCode),
  );
  // Countries sharing a dial code (US and CA) keep the one picked; otherwise the code decides.
  const country =
    chosenCountry && dialCodeOf(chosenCountry) === current.dialCode
      ? chosenCountry
      : countryForDialCode(current.dialCode);
  const options = useMemo(
    () =>
      dialCodeOptions(locale, {
        common: t('phoneInput.commonCountries'),
        more: t('phoneInput.moreCountries'),
      }),
    [locale, t],
  );
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');

  const update = (next: PhoneInputValue) => {
    if (value === undefined) setOwnValue(next);
    onChange?.(next, formatStoredPhone(next.dialCode, next.number));
  };

  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={errorMessage ? true : undefined}
      className={styles.root}
    >
      <legend className={`${fieldLabel} ${styles.legend}`}>{label}</legend>
      <div className={styles.fields}>
        <div className={styles.dialCode}>
          <ComboBox<DialCodeCountry>
            label={t('phoneInput.dialCode')}
            hideLabel
            options={options}
            selectedKey={country}
            onSelectionChange={(key) => {
              const picked = (key as DialCodeCountry | null) ?? null;
              setChosenCountry(picked);
              update({ dialCode: picked ? dialCodeOf(picked) : '', number: current.number });
            }}
            isDisabled={isDisabled}
          />
        </div>
        <TextField
          value={current.number}
          onChange={(typed) => update({ dialCode: current.dialCode, number: filters[variant](typed) })}
          isDisabled={isDisabled}
          isRequired={isRequired}
          isInvalid={Boolean(errorMessage)}
          aria-describedby={describedBy || undefined}
          className={styles.number}
        >
          <Label className={visuallyHidden}>{t('phoneInput.number')}</Label>
          <Input
            className={input}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={placeholder}
          />
        </TextField>
      </div>
      {description ? (
        <span id={descriptionId} className={fieldDescription}>
          {description}
        </span>
      ) : null}
      {errorMessage ? (
        <span id={errorId} className={fieldError}>
          {errorMessage}
        </span>
      ) : null}
      {name ? (
        <input type="hidden" name={name} value={formatStoredPhone(current.dialCode, current.number)} />
      ) : null}
    </fieldset>
  );
}
