import { describe, expect, it } from 'vitest';
import { rsvpNavigation } from './rsvp-navigation';

describe('RSVP navigation (docs/requirements.md B2): Back disabled on step 1 and while submitting; Next needs a ready step', () => {
  it('disables Back on step 1 and enables it on step 2', () => {
    expect(rsvpNavigation({ step: 1, totalSteps: 3, submitting: false, stepReady: true }).canGoBack).toBe(
      false,
    );
    expect(rsvpNavigation({ step: 2, totalSteps: 3, submitting: false, stepReady: true }).canGoBack).toBe(
      true,
    );
  });

  it('disables both while submitting', () => {
    const navigation = rsvpNavigation({ step: 3, totalSteps: 3, submitting: true, stepReady: true });
    expect(navigation.canGoBack).toBe(false);
    expect(navigation.canGoNext).toBe(false);
  });

  it('disables Next when the step is not ready', () => {
    expect(rsvpNavigation({ step: 1, totalSteps: 5, submitting: false, stepReady: false }).canGoNext).toBe(
      false,
    );
  });

  it('marks the last step and labels Step X of Y', () => {
    expect(rsvpNavigation({ step: 4, totalSteps: 5, submitting: false, stepReady: true })).toMatchObject({
      isLastStep: false,
      label: { current: 4, total: 5 },
    });
    expect(rsvpNavigation({ step: 5, totalSteps: 5, submitting: false, stepReady: true }).isLastStep).toBe(
      true,
    );
  });
});
