import { describe, expect, it } from 'vitest';
import { slugAvailabilityFromCheck } from './slug-availability-from-check';

describe('slug (docs/requirements.md B5): under 3 characters counts as unavailable; network failure means not available', () => {
  it('treats 2 characters as taken even if the server says available', () => {
    expect(slugAvailabilityFromCheck('ab', true)).toBe('taken');
    expect(slugAvailabilityFromCheck('', true)).toBe('taken');
  });

  it('follows the server answer from 3 characters on', () => {
    expect(slugAvailabilityFromCheck('abc', true)).toBe('available');
    expect(slugAvailabilityFromCheck('abcd', false)).toBe('taken');
  });

  it('treats a failed check as not available', () => {
    expect(slugAvailabilityFromCheck('abcd', undefined)).toBe('taken');
  });
});
