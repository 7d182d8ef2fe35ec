/** Spec B 3 onboarding data as the wizard holds it while typing. */
export interface OnboardingDraft {
  partner1Name?: string | null;
  partner2Name?: string | null;
  /** ISO date once the typed date parsed successfully, else empty. */
  weddingDate?: string | null;
  slug?: string | null;
}

/** Spec B 2: steps 0 (couple names), 1 (wedding date), 2 (website address). */
export const ONBOARDING_STEP_COUNT = 3;
