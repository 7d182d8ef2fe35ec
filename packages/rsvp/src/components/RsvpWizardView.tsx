import { type Locale, type RsvpStepId, translate } from '@wedding/core';
import { Button, Card, StepIndicator } from '@wedding/ui';
import type { ComponentType } from 'react';
import type { RsvpWizardController } from '../hooks/use-rsvp-wizard';
import { RsvpErrorBanner } from './RsvpErrorBanner';
import { RsvpSuccessCard } from './RsvpSuccessCard';
import type { RsvpStepProps } from './rsvp-step-props';
import { stackStyle } from './stack-style';
import { AttendanceStep } from './steps/AttendanceStep';
import { ContactStep } from './steps/ContactStep';
import { GuestDetailsStep } from './steps/GuestDetailsStep';
import { MessageStep } from './steps/MessageStep';
import { RequirementsStep } from './steps/RequirementsStep';

const STEP_COMPONENTS: Record<RsvpStepId, ComponentType<RsvpStepProps>> = {
  contact: ContactStep,
  attendance: AttendanceStep,
  guestDetails: GuestDetailsStep,
  requirements: RequirementsStep,
  message: MessageStep,
};

export interface RsvpWizardViewProps {
  wizard: RsvpWizardController;
  locale: Locale;
}

/**
 * Spec B 2 RSVP wizard shell: 'Step X of Y' with the step title, the current step, the red error banner,
 * Back / Next / Submit RSVP with encouragement text, and the success card once stored.
 */
export function RsvpWizardView({ wizard, locale }: RsvpWizardViewProps) {
  if (wizard.state.submitted !== null) return <RsvpSuccessCard locale={locale} />;

  const { navigation, stepId } = wizard;
  const StepComponent = STEP_COMPONENTS[stepId];
  const stepTitle = translate(`rsvp.step.${stepId}`, locale);
  return (
    <Card elevation="raised">
      <form
        noValidate
        style={stackStyle}
        onSubmit={(event) => {
          event.preventDefault();
          if (!navigation.canGoNext) return;
          if (navigation.isLastStep) void wizard.submit();
          else wizard.next();
        }}
      >
        <StepIndicator
          current={navigation.label.current}
          total={navigation.label.total}
          stepTitle={stepTitle}
        />
        <StepComponent wizard={wizard} locale={locale} />
        {wizard.errorMessage === null ? null : <RsvpErrorBanner message={wizard.errorMessage} />}
        <p style={{ margin: 0 }}>{translate(`rsvp.encouragement.${stepId}`, locale)}</p>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--wed-space-element, 1rem)' }}
        >
          <Button variant="secondary" onPress={wizard.back} isDisabled={!navigation.canGoBack}>
            {translate('rsvp.back', locale)}
          </Button>
          <Button variant="primary" type="submit" isDisabled={!navigation.canGoNext}>
            {navigation.isLastStep
              ? wizard.state.submitting
                ? translate('rsvp.submitting', locale)
                : translate('rsvp.submit', locale)
              : translate('rsvp.next', locale)}
          </Button>
        </div>
      </form>
    </Card>
  );
}
