import { describe, expect, it } from 'vitest';
import { guestSearchSuggestions } from './guest-search-suggestions';

describe('search suggestions (docs/requirements.md B5): from 2 characters, at most 8', () => {
  const names = ['Anna Schmidt', 'Hanna Berg', 'Annika Roth', 'Ben Anders'];

  it('suggests nothing for 0 or 1 characters (also whitespace-only)', () => {
    expect(guestSearchSuggestions(names, '')).toEqual([]);
    expect(guestSearchSuggestions(names, 'a')).toEqual([]);
    expect(guestSearchSuggestions(names, '  a ')).toEqual([]);
  });

  it('suggests from 2 characters, prefix matches first', () => {
    expect(guestSearchSuggestions(names, 'an')).toEqual([
      'Anna Schmidt',
      'Annika Roth',
      'Hanna Berg',
      'Ben Anders',
    ]);
  });

  it('returns at most 8 distinct suggestions', () => {
    const many = Array.from({ length: 12 }, (_, index) => `Guest ${index}`);
    expect(guestSearchSuggestions([...many, 'Guest 0'], 'guest')).toHaveLength(8);
    expect(guestSearchSuggestions(['Anna', 'Anna', ' Anna '], 'an')).toEqual(['Anna']);
  });
});
