import { ONBOARDING_STEP_COUNT } from './onboarding-data';

export interface OnboardingNavigation {
  canGoBack: boolean;
  canGoNext: boolean;
  /** On the last step Next is labelled finish. */
  isLastStep: boolean;
}

/** docs/requirements.md B2: Back is disabled on the first step; Next or finish while the step is invalid or loading. */
export function onboardingNavigation(
  step: number,
  stepValid: boolean,
  loading: boolean,
): OnboardingNavigation {
  return {
    canGoBack: step > 0,
    canGoNext: stepValid && !loading,
    isLastStep: step >= ONBOARDING_STEP_COUNT - 1,
  };
}
