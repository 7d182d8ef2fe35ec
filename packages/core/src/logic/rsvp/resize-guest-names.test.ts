import { describe, expect, it } from 'vitest';
import { resizeGuestNames } from './resize-guest-names';

describe('RSVP guest list (docs/requirements.md B4): resizing keeps existing names', () => {
  it('grows with empty names and keeps the typed ones', () => {
    expect(resizeGuestNames(['Anna'], 3)).toEqual(['Anna', '', '']);
  });

  it('shrinks from the end', () => {
    expect(resizeGuestNames(['Anna', 'Ben', 'Cem'], 2)).toEqual(['Anna', 'Ben']);
    expect(resizeGuestNames(['Anna'], 0)).toEqual([]);
    expect(resizeGuestNames(['Anna'], -1)).toEqual([]);
  });

  it('returns a new list for the same size', () => {
    const names = ['Anna'];
    const resized = resizeGuestNames(names, 1);
    expect(resized).toEqual(['Anna']);
    expect(resized).not.toBe(names);
  });
});
