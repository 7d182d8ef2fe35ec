import { describe, expect, it } from 'vitest';
import { onboardingStepFilled } from './onboarding-step-filled';

describe('onboarding (docs/requirements.md B4): Next enabled only when the step is filled', () => {
  it('step 0 needs both partner names, not blank', () => {
    expect(onboardingStepFilled(0, { partner1Name: 'Anna', partner2Name: 'Ben' })).toBe(true);
    expect(onboardingStepFilled(0, { partner1Name: 'Anna', partner2Name: '   ' })).toBe(false);
    expect(onboardingStepFilled(0, { partner1Name: '', partner2Name: 'Ben' })).toBe(false);
  });

  it('step 1 needs the wedding date', () => {
    expect(onboardingStepFilled(1, { weddingDate: '2027-06-12' })).toBe(true);
    expect(onboardingStepFilled(1, { weddingDate: '' })).toBe(false);
    expect(onboardingStepFilled(1, {})).toBe(false);
  });

  it('step 2 needs the slug', () => {
    expect(onboardingStepFilled(2, { slug: 'anna-und-ben-2027' })).toBe(true);
    expect(onboardingStepFilled(2, { slug: null })).toBe(false);
  });

  it('has no steps outside 0-2', () => {
    expect(onboardingStepFilled(3, { slug: 'x' })).toBe(false);
    expect(onboardingStepFilled(-1, { partner1Name: 'a', partner2Name: 'b' })).toBe(false);
  });
});
