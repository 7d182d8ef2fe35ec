import { describe, expect, it } from 'vitest';
import { guestNamesForSubmit } from './guest-names-for-submit';

describe('RSVP (docs/requirements.md B5): blank guest names are dropped before sending', () => {
  it('drops empty and whitespace-only names and trims the rest', () => {
    expect(guestNamesForSubmit([' Anna ', '', '   ', 'Ben'])).toEqual(['Anna', 'Ben']);
  });

  it('returns an empty list when every name is blank', () => {
    expect(guestNamesForSubmit(['', ' '])).toEqual([]);
  });
});
