import { filterRsvpPhoneInput, formatStoredPhone, type Locale, translate } from '@wedding/core';
import {
  countryForDialCode,
  type DialCodeCountry,
  dialCodeOf,
  dialCodeOptions,
  fieldLabelStyle,
  nativeInputStyle,
  nativeSelectChevronStyle,
  nativeSelectFrameStyle,
  nativeSelectStyle,
  type PhoneInputValue,
  phoneDialCodeStyle,
  phoneFieldsStyle,
  phoneLegendStyle,
  phoneNumberStyle,
  phoneRootStyle,
  UiLocaleProvider,
  useUiStrings,
  visuallyHidden,
} from '@wedding/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { rsvpPhoneError } from '../../state/rsvp-phone-error';
import { FieldMessages } from '../fields/FieldMessages';
import { describedBy, fieldIds } from '../fields/field-ids';

export interface RsvpPhoneFieldProps {
  locale: Locale;
  /** The dial code ('+49') and the number apart, as the draft keeps them. */
  value: PhoneInputValue;
  onChange: (value: PhoneInputValue) => void;
  /** A rule the wizard's Next found broken, already in the locale; it wins over the field's own check. */
  errorMessage?: string | undefined;
  /** 'Phone number' from core's catalogue unless given. */
  label?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Form field name: a hidden input carries the stored phone ('+49 1512 3456789'). */
  name?: string;
}

interface PhoneInputsProps extends Omit<RsvpPhoneFieldProps, 'locale' | 'label' | 'errorMessage'> {
  label: string;
  errorMessage: string | undefined;
}

/** The dial-code picker (a native select, grouped like @wedding/ui's PhoneInput) and the number. */
function PhoneInputs({
  label,
  value,
  onChange,
  errorMessage,
  isRequired,
  isDisabled,
  name,
}: PhoneInputsProps) {
  const { t, locale } = useUiStrings();
  const ids = fieldIds(useId());
  const [chosenCountry, setChosenCountry] = useState<DialCodeCountry | null>(() =>
    countryForDialCode(value.dialCode),
  );
  // Countries sharing a dial code (US and CA) keep the one picked; otherwise the code decides.
  const country =
    chosenCountry && dialCodeOf(chosenCountry) === value.dialCode
      ? chosenCountry
      : countryForDialCode(value.dialCode);
  // The countries' names come from Intl.DisplayNames, whose first use loads ICU data (~15 ms on a phone): they are
  // looked up when the guest first reaches for the picker. Until then the closed picker shows the dial code.
  const [named, setNamed] = useState(false);
  const sections = useMemo(() => {
    if (!named) return null;
    const options = dialCodeOptions(locale, {
      common: t('phoneInput.commonCountries'),
      more: t('phoneInput.moreCountries'),
    });
    return [...new Set(options.map((option) => option.section ?? ''))].map((section) => ({
      section,
      options: options.filter((option) => (option.section ?? '') === section),
    }));
  }, [named, locale, t]);
  const nameCountries = () => setNamed(true);
  const messageIds = describedBy(ids, { errorMessage });
  return (
    <fieldset
      className={phoneRootStyle}
      aria-describedby={messageIds}
      data-disabled={isDisabled || undefined}
      data-invalid={errorMessage ? true : undefined}
    >
      <legend className={`${fieldLabelStyle} ${phoneLegendStyle}`}>{label}</legend>
      <div className={phoneFieldsStyle}>
        <div className={phoneDialCodeStyle}>
          <span className={nativeSelectFrameStyle}>
            <select
              className={nativeSelectStyle}
              aria-label={t('phoneInput.dialCode')}
              value={country ?? ''}
              disabled={isDisabled}
              onFocus={nameCountries}
              onPointerDown={nameCountries}
              onChange={(event) => {
                const picked = (event.currentTarget.value || null) as DialCodeCountry | null;
                setChosenCountry(picked);
                onChange({ dialCode: picked ? dialCodeOf(picked) : '', number: value.number });
              }}
            >
              {country === null ? <option value="">{t('phoneInput.dialCode')}</option> : null}
              {sections === null && country !== null ? (
                <option value={country}>{value.dialCode}</option>
              ) : null}
              {(sections ?? []).map(({ section, options }) => (
                <optgroup key={section} label={section}>
                  {options.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            <span className={nativeSelectChevronStyle} aria-hidden="true" />
          </span>
        </div>
        <div className={phoneNumberStyle}>
          <label htmlFor={ids.input} className={visuallyHidden}>
            {t('phoneInput.number')}
          </label>
          <input
            id={ids.input}
            className={nativeInputStyle}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={value.number}
            onChange={(event) =>
              onChange({ dialCode: value.dialCode, number: filterRsvpPhoneInput(event.currentTarget.value) })
            }
            required={isRequired}
            disabled={isDisabled}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={messageIds}
          />
        </div>
      </div>
      <FieldMessages ids={ids} errorMessage={errorMessage} />
      {name ? (
        <input type="hidden" name={name} value={formatStoredPhone(value.dialCode, value.number)} />
      ) : null}
    </fieldset>
  );
}

/**
 * docs/requirements.md B5: the RSVP phone, a country dial-code picker plus a number that keeps digits, spaces and
 * hyphens. Once the guest leaves the field with a number typed, core's phone rule is shown with its specific parse
 * message (not a phone number, invalid country code, too short, too long, unable to parse) and follows
 * every later edit, so the message disappears as soon as the number is valid. Plain HTML controls with
 * @wedding/ui's look: the wizard ships without react-aria.
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
    <UiLocaleProvider locale={locale}>
      <div ref={fieldRef} data-checked={checked || undefined}>
        <PhoneInputs
          label={label ?? translate('rsvp.phoneLabel', locale)}
          value={value}
          onChange={onChange}
          errorMessage={shownError}
          isRequired={isRequired}
          isDisabled={isDisabled}
          name={name}
        />
      </div>
    </UiLocaleProvider>
  );
}
