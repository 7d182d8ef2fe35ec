import { describe, expect, it } from 'vitest';
import { isFieldFilled } from './is-field-filled';

describe('form section completion (docs/requirements.md B4): what counts as a filled field', () => {
  it('treats empty and whitespace-only text as not filled', () => {
    expect(isFieldFilled('')).toBe(false);
    expect(isFieldFilled('   ')).toBe(false);
    expect(isFieldFilled(' a ')).toBe(true);
  });

  it('treats null, undefined, NaN and false as not filled; 0 and true as filled', () => {
    expect(isFieldFilled(null)).toBe(false);
    expect(isFieldFilled(undefined)).toBe(false);
    expect(isFieldFilled(Number.NaN)).toBe(false);
    expect(isFieldFilled(false)).toBe(false);
    expect(isFieldFilled(0)).toBe(true);
    expect(isFieldFilled(true)).toBe(true);
  });

  it('looks into arrays, objects and dates', () => {
    expect(isFieldFilled([])).toBe(false);
    expect(isFieldFilled(['', ' '])).toBe(false);
    expect(isFieldFilled(['vegan'])).toBe(true);
    expect(isFieldFilled({ lat: null })).toBe(false);
    expect(isFieldFilled({ lat: 52.5 })).toBe(true);
    expect(isFieldFilled(new Date('x'))).toBe(false);
    expect(isFieldFilled(new Date(2027, 0, 1))).toBe(true);
  });
});
