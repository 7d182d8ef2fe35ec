import { describe, expect, it } from 'vitest';
import { onboardingNavigation } from './onboarding-navigation';

describe('onboarding (docs/requirements.md B2): Back disabled on the first step; Next disabled while invalid or loading', () => {
  it('disables Back on step 0 only', () => {
    expect(onboardingNavigation(0, true, false).canGoBack).toBe(false);
    expect(onboardingNavigation(1, true, false).canGoBack).toBe(true);
  });

  it('disables Next while the step is invalid or loading', () => {
    expect(onboardingNavigation(0, true, false).canGoNext).toBe(true);
    expect(onboardingNavigation(0, false, false).canGoNext).toBe(false);
    expect(onboardingNavigation(0, true, true).canGoNext).toBe(false);
  });

  it('marks step 2 as the last (finish) step', () => {
    expect(onboardingNavigation(1, true, false).isLastStep).toBe(false);
    expect(onboardingNavigation(2, true, false).isLastStep).toBe(true);
  });
});
