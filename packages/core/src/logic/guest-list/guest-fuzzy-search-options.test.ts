import { describe, expect, it } from 'vitest';
import {
  GUEST_FUZZY_SEARCH_LIMIT,
  GUEST_FUZZY_SEARCH_OPTIONS,
  GUEST_SEARCH_SUGGESTIONS,
} from './guest-fuzzy-search-options';

describe('fuzzy search options (docs/requirements.md B5)', () => {
  it('uses threshold 0.3, minimum match length 2 and at most 1000 results', () => {
    expect(GUEST_FUZZY_SEARCH_OPTIONS.threshold).toBe(0.3);
    expect(GUEST_FUZZY_SEARCH_OPTIONS.minMatchCharLength).toBe(2);
    expect(GUEST_FUZZY_SEARCH_LIMIT).toBe(1000);
  });

  it('weights name 0.7, phone 0.2, category, side and notes 0.1', () => {
    expect(Object.fromEntries(GUEST_FUZZY_SEARCH_OPTIONS.keys.map((key) => [key.name, key.weight]))).toEqual({
      name: 0.7,
      phone: 0.2,
      category: 0.1,
      side: 0.1,
      notes: 0.1,
    });
  });

  it('offers suggestions from 2 characters, at most 8', () => {
    expect(GUEST_SEARCH_SUGGESTIONS).toEqual({ minQueryLength: 2, maxSuggestions: 8 });
  });
});
