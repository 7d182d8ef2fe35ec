import { describe, expect, it } from 'vitest';
import { canSaveSlug } from './can-save-slug';

describe('slug (docs/requirements.md B5): save only if available, different from current and not checking', () => {
  it('allows an available, changed slug', () => {
    expect(canSaveSlug({ slug: 'anna-ben', currentSlug: 'old', availability: 'available' })).toBe(true);
  });

  it('blocks the current slug', () => {
    expect(canSaveSlug({ slug: 'old', currentSlug: 'old', availability: 'available' })).toBe(false);
  });

  it('blocks while checking, when taken and when unchecked', () => {
    for (const availability of ['checking', 'taken', 'unchecked'] as const) {
      expect(canSaveSlug({ slug: 'anna-ben', currentSlug: 'old', availability })).toBe(false);
    }
  });
});
