export { canFinishOnboarding } from './can-finish-onboarding';
export type { OnboardingDraft } from './onboarding-data';
export { ONBOARDING_STEP_COUNT } from './onboarding-data';
export type { OnboardingNavigation } from './onboarding-navigation';
export { onboardingNavigation } from './onboarding-navigation';
export { onboardingStepFilled } from './onboarding-step-filled';
