import { type Locale, type RsvpStepId, translate } from '@wedding/core';
import { Button, Card, StepIndicator } from '@wedding/ui';
import type { ComponentType } from 'react';
import type { RsvpWizardController } from '../hooks/use-rsvp-wizard';
import { RsvpErrorBanner } from './RsvpErrorBanner';
import { RsvpSuccessCard } from './RsvpSuccessCard';
import type { RsvpStepProps } from './rsvp-step-props';
import { rsvpWizardLabels } from './rsvp-wizard-labels';
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
  const labels = rsvpWizardLabels(locale);
  if (wizard.state.submitted !== null) return <RsvpSuccessCard labels={labels} />;

  const { navigation, stepId } = wizard;
  const StepComponent = STEP_COMPONENTS[stepId];
  const stepTitle = labels.steps[stepId];
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
        <StepComponent wizard={wizard} labels={labels} locale={locale} />
        {wizard.errorMessage === null ? null : <RsvpErrorBanner message={wizard.errorMessage} />}
        <p style={{ margin: 0 }}>{labels.encouragement[stepId]}</p>
        <div
          style={{ display: 'flex', justifyContent: 'space-between', gap: 'var(--wed-space-element, 1rem)' }}
        >
          <Button variant="secondary" onPress={wizard.back} isDisabled={!navigation.canGoBack}>
            {labels.back}
          </Button>
          <Button variant="primary" type="submit" isDisabled={!navigation.canGoNext}>
            {navigation.isLastStep
              ? wizard.state.submitting
                ? labels.submitting
                : translate('rsvp.submit', locale)
              : labels.next}
          </Button>
        </div>
      </form>
    </Card>
  );
}
