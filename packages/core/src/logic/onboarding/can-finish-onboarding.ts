import type { OnboardingDraft } from './onboarding-data';
import { onboardingStepFilled } from './onboarding-step-filled';

/**
 * docs/requirements.md B4: finishing is allowed only when partner1Name, partner2Name, weddingDate and slug are all
 * present.
 */
export function canFinishOnboarding(draft: OnboardingDraft): boolean {
  return [0, 1, 2].every((step) => onboardingStepFilled(step, draft));
}
