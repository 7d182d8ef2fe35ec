import { describe, expect, it } from 'vitest';
import { sectionFieldCount } from './section-field-count';

describe('section field counts (docs/requirements.md B5)', () => {
  it('has the fixed counts basic 2, relationship 4, contact 6, dietary 5, emergency 7, notes 1', () => {
    expect(sectionFieldCount('basic')).toBe(2);
    expect(sectionFieldCount('relationship')).toBe(4);
    expect(sectionFieldCount('contact')).toBe(6);
    expect(sectionFieldCount('dietary')).toBe(5);
    expect(sectionFieldCount('emergency')).toBe(7);
    expect(sectionFieldCount('notes')).toBe(1);
  });

  it('counts 8 per address and 3 per social profile', () => {
    expect(sectionFieldCount('addresses')).toBe(0);
    expect(sectionFieldCount('addresses', { addressCount: 1 })).toBe(8);
    expect(sectionFieldCount('addresses', { addressCount: 2 })).toBe(16);
    expect(sectionFieldCount('socialMedia', { socialProfileCount: 3 })).toBe(9);
    expect(sectionFieldCount('socialMedia', { socialProfileCount: -1 })).toBe(0);
  });
});
