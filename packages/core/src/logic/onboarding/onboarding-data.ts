/** Onboarding data (docs/requirements.md B3) as the wizard holds it while typing. */
export interface OnboardingDraft {
  partner1Name?: string | null;
  partner2Name?: string | null;
  /** ISO date once the typed date parsed successfully, else empty. */
  weddingDate?: string | null;
  slug?: string | null;
}

/** docs/requirements.md B2: steps 0 (couple names), 1 (wedding date), 2 (website address). */
export const ONBOARDING_STEP_COUNT = 3;
