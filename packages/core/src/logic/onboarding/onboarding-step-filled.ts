import type { OnboardingDraft } from './onboarding-data';

function present(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** docs/requirements.md B4: Next is enabled only when the step is filled: 0 both names, 1 the date, 2 the slug. */
export function onboardingStepFilled(step: number, draft: OnboardingDraft): boolean {
  switch (step) {
    case 0:
      return present(draft.partner1Name) && present(draft.partner2Name);
    case 1:
      return present(draft.weddingDate);
    case 2:
      return present(draft.slug);
    default:
      return false;
  }
}
