export interface RsvpNavigationState {
  /** 1-based current step. */
  step: number;
  totalSteps: number;
  submitting: boolean;
  /** The current step's inputs are complete enough to continue. */
  stepReady: boolean;
}

export interface RsvpNavigation {
  canGoBack: boolean;
  canGoNext: boolean;
  isLastStep: boolean;
  /** 'Step X of Y' values. */
  label: { current: number; total: number };
}

/**
 * RSVP navigation (docs/requirements.md B2 and B4): Back is disabled on step 1 and while submitting; Next (Submit RSVP
 * on the last step) is disabled while submitting or when the step is not ready.
 */
export function rsvpNavigation({
  step,
  totalSteps,
  submitting,
  stepReady,
}: RsvpNavigationState): RsvpNavigation {
  return {
    canGoBack: step > 1 && !submitting,
    canGoNext: stepReady && !submitting,
    isLastStep: step >= totalSteps,
    label: { current: step, total: totalSteps },
  };
}
