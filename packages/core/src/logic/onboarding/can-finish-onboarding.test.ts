import { describe, expect, it } from 'vitest';
import { canFinishOnboarding } from './can-finish-onboarding';

describe('onboarding (docs/requirements.md B4): finish only with partner1Name, partner2Name, weddingDate and slug', () => {
  const complete = {
    partner1Name: 'Anna',
    partner2Name: 'Ben',
    weddingDate: '2027-06-12',
    slug: 'anna-und-ben-2027',
  };

  it('allows finishing with everything present', () => {
    expect(canFinishOnboarding(complete)).toBe(true);
  });

  it('blocks when any one is missing or blank', () => {
    expect(canFinishOnboarding({ ...complete, partner1Name: ' ' })).toBe(false);
    expect(canFinishOnboarding({ ...complete, partner2Name: undefined })).toBe(false);
    expect(canFinishOnboarding({ ...complete, weddingDate: '' })).toBe(false);
    expect(canFinishOnboarding({ ...complete, slug: '' })).toBe(false);
  });
});
