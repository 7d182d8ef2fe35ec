import { CalendarDate } from '@internationalized/date';
import {
  type MessageKey,
  type CalendarDate as PlainCalendarDate,
  SLUG_MAX_LENGTH,
  sitePath,
  TEXT_LIMITS,
  translate,
} from '@wedding/core';
import { Button, CalendarButton, TextField, useUiLocale, WizardHeader } from '@wedding/ui';
import { useState } from 'react';
import type { SlugCheckState } from '../../data/use-slug-availability';
import { useDashboardText } from '../../i18n/dashboard-text';
import { CalendarIcon, HeartIcon, MailIcon } from '../../shell/nav-icons';
import * as styles from './OnboardingView.css';
import type { OnboardingState } from './use-onboarding-state';

export interface OnboardingViewProps {
  state: OnboardingState;
  slugAvailability: SlugCheckState;
  /** The site's origin, to show the full address being chosen. */
  origin: string;
  creating?: boolean;
  errorKey?: MessageKey | null;
  onFinish: () => void;
}

const toCalendarDate = ({ year, month, day }: PlainCalendarDate) => new CalendarDate(year, month, day);

const STEP_ICONS = [<HeartIcon key="names" />, <CalendarIcon key="date" />, <MailIcon key="slug" />];

/**
 * Onboarding (docs/requirements.md B2): three steps with Back and Next (finish on the last), each enabled only when it
 * can be used.
 */
export function OnboardingView({
  state,
  slugAvailability,
  origin,
  creating,
  errorKey,
  onFinish,
}: OnboardingViewProps) {
  const text = useDashboardText('onboarding');
  const locale = useUiLocale();
  const [dateTouched, setDateTouched] = useState(false);
  const steps = (['names', 'date', 'slug'] as const).map((id, index) => ({
    title: text(`step.${id}.title`),
    description: text(`step.${id}.description`),
    icon: STEP_ICONS[index],
  }));
  const navigation = state.navigation(slugAvailability, Boolean(creating));
  const submit = () => {
    if (!navigation.canGoNext) return;
    if (navigation.isLastStep) onFinish();
    else state.next();
  };
  return (
    <div className={styles.root}>
      <WizardHeader steps={steps} currentStep={state.step} headingLevel={2} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {state.step === 0 ? (
          <div className={styles.fields}>
            <TextField
              label={text('field.partner1')}
              value={state.fields.partner1Name}
              onChange={(value) => state.update({ partner1Name: value })}
              maxLength={TEXT_LIMITS.name}
              autoComplete="off"
              autoFocus
              isRequired
            />
            <TextField
              label={text('field.partner2')}
              value={state.fields.partner2Name}
              onChange={(value) => state.update({ partner2Name: value })}
              maxLength={TEXT_LIMITS.name}
              autoComplete="off"
              isRequired
            />
          </div>
        ) : null}
        {state.step === 1 ? (
          <div className={styles.fields}>
            <TextField
              label={text('field.date')}
              description={text('field.dateHint')}
              placeholder={text('field.datePlaceholder')}
              value={state.fields.dateText}
              onChange={(value) => state.update({ dateText: value })}
              onBlur={() => setDateTouched(true)}
              inputMode="numeric"
              autoComplete="off"
              autoFocus
              isRequired
              errorMessage={dateTouched && state.dateError ? translate(state.dateError, locale) : undefined}
              endAction={
                <CalendarButton
                  label={text('field.date')}
                  value={state.validDate ? toCalendarDate(state.validDate) : null}
                  minValue={toCalendarDate(state.dateWindow.earliest)}
                  maxValue={toCalendarDate(state.dateWindow.latest)}
                  onChange={({ year, month, day }) => {
                    state.pickDate({ year, month, day });
                    setDateTouched(true);
                  }}
                />
              }
            />
          </div>
        ) : null}
        {state.step === 2 ? (
          <div className={styles.fields}>
            <TextField
              label={text('field.slug')}
              description={text('field.slugHint')}
              value={state.slugInput}
              onChange={state.typeSlug}
              maxLength={SLUG_MAX_LENGTH}
              autoComplete="off"
              spellCheck="false"
              autoFocus
              isRequired
              errorMessage={slugAvailability === 'taken' ? translate('urlTaken', locale) : undefined}
            />
            <p className={styles.address} aria-live="polite">
              <span className={styles.addressLabel}>{text('slug.preview')}</span>{' '}
              <span className={styles.addressValue}>{`${origin}${sitePath(locale, state.slug || '…')}`}</span>
              <span className={styles.status} data-state={slugAvailability}>
                {slugAvailability === 'checking' ? text('slug.checking') : null}
                {slugAvailability === 'available' ? translate('urlAvailable', locale) : null}
              </span>
            </p>
          </div>
        ) : null}
        {errorKey ? (
          <p role="alert" className={styles.alert}>
            {translate(errorKey, locale)}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="ghost" onPress={state.back} isDisabled={!navigation.canGoBack || creating}>
            {text('back')}
          </Button>
          <Button type="submit" isDisabled={!navigation.canGoNext} isPending={creating}>
            {navigation.isLastStep ? text('finish') : text('next')}
          </Button>
        </div>
      </form>
    </div>
  );
}
