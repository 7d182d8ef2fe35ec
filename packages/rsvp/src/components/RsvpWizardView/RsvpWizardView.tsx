import { type Locale, type RsvpStepId, translate } from '@wedding/core';
import { buttonStyle, Card, StepIndicator, type StepIndicatorVariant, UiLocaleProvider } from '@wedding/ui';
import { type ComponentType, useEffect, useRef } from 'react';
import type { RsvpWizardController } from '../../hooks/use-rsvp-wizard';
import { RsvpErrorBanner } from '../RsvpErrorBanner/RsvpErrorBanner';
import { RsvpSuccessCard } from '../RsvpSuccessCard/RsvpSuccessCard';
import type { RsvpStepProps } from '../rsvp-step-props';
import { stackStyle } from '../stack-style';
import { AttendanceStep } from '../steps/AttendanceStep/AttendanceStep';
import { ContactStep } from '../steps/ContactStep/ContactStep';
import { EventsStep } from '../steps/EventsStep/EventsStep';
import { GuestDetailsStep } from '../steps/GuestDetailsStep/GuestDetailsStep';
import { MessageStep } from '../steps/MessageStep/MessageStep';
import { RequirementsStep } from '../steps/RequirementsStep/RequirementsStep';

const STEP_COMPONENTS: Record<RsvpStepId, ComponentType<RsvpStepProps>> = {
  contact: ContactStep,
  attendance: AttendanceStep,
  guestDetails: GuestDetailsStep,
  events: EventsStep,
  requirements: RequirementsStep,
  message: MessageStep,
};

/** docs/requirements.md B2: the progress indicator is dots or a bar. */
export const rsvpProgressVariants = ['dots', 'bar'] as const satisfies readonly StepIndicatorVariant[];
export type RsvpProgressVariant = (typeof rsvpProgressVariants)[number];

export interface RsvpWizardViewProps {
  wizard: RsvpWizardController;
  locale: Locale;
  /** Progress as dots (default) or a bar, both reading 'Step X of Y' with the step title. */
  progressVariant?: RsvpProgressVariant;
  /** The guest's private link to a stored answer, shown on the success card (RsvpWizard gives the site's). */
  manageLinkOf?: (manageToken: string) => string;
}

const actionsStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 'var(--wed-space-element, 1rem)',
} as const;

/**
 * RSVP wizard shell (docs/requirements.md B2): 'Step X of Y' with the step title, the current step, the red error
 * banner, Back / Next / Submit RSVP with encouragement text, and the success card once stored.
 */
export function RsvpWizardView({
  wizard,
  locale,
  progressVariant = 'dots',
  manageLinkOf,
}: RsvpWizardViewProps) {
  const { navigation, stepId } = wizard;
  const stepStart = useRef<HTMLDivElement>(null);
  const shownStepId = useRef(stepId);
  // A new step replaces the fields under the keyboard: move focus to its start so it is read from the top.
  // Keyed on the step itself, not its number: changing the answer on the last step turns step 5 into step 3
  // of the same message step, and the guest's focus must stay on the answer they just chose.
  useEffect(() => {
    if (shownStepId.current === stepId) return;
    shownStepId.current = stepId;
    stepStart.current?.focus();
  }, [stepId]);

  if (wizard.state.submitted !== null) {
    const { manageToken } = wizard.state.submitted;
    return (
      <UiLocaleProvider locale={locale}>
        <RsvpSuccessCard
          locale={locale}
          manageLink={manageToken && manageLinkOf ? manageLinkOf(manageToken) : undefined}
        />
      </UiLocaleProvider>
    );
  }

  const StepComponent = STEP_COMPONENTS[stepId];
  const { submitting } = wizard.state;
  return (
    // The @wedding/ui parts (progress text, phone picker, counter) follow the wizard's locale prop.
    <UiLocaleProvider locale={locale}>
      <Card elevation="raised">
        <form
          noValidate
          aria-busy={submitting || undefined}
          data-step={stepId}
          data-submitting={submitting || undefined}
          style={stackStyle}
          onSubmit={(event) => {
            event.preventDefault();
            if (!navigation.canGoNext) return;
            if (navigation.isLastStep) void wizard.submit();
            else wizard.next();
          }}
        >
          <div ref={stepStart} tabIndex={-1} style={stackStyle}>
            <StepIndicator
              current={navigation.label.current}
              total={navigation.label.total}
              stepTitle={translate(`rsvp.step.${stepId}`, locale)}
              variant={progressVariant}
            />
            <StepComponent wizard={wizard} locale={locale} />
          </div>
          {wizard.errorMessage === null ? null : <RsvpErrorBanner message={wizard.errorMessage} />}
          <p style={{ margin: 0 }}>{translate(`rsvp.encouragement.${stepId}`, locale)}</p>
          <div style={actionsStyle}>
            {/* Plain buttons with @wedding/ui's look: react-aria's press handling would outweigh the whole wizard. */}
            <button
              type="button"
              className={buttonStyle({ variant: 'secondary' })}
              onClick={wizard.back}
              disabled={!navigation.canGoBack}
            >
              {translate('rsvp.back', locale)}
            </button>
            {/* Pushed to the end so it stays on the right when a narrow screen wraps it below Back. */}
            <div style={{ marginInlineStart: 'auto' }}>
              <button
                type="submit"
                className={buttonStyle({ variant: 'primary' })}
                disabled={!navigation.canGoNext}
              >
                {navigation.isLastStep
                  ? submitting
                    ? translate('rsvp.submitting', locale)
                    : translate('rsvp.submit', locale)
                  : translate('rsvp.next', locale)}
              </button>
            </div>
          </div>
        </form>
      </Card>
    </UiLocaleProvider>
  );
}
