import { describe, expect, it } from 'vitest';
import { capitalizeSegment } from './capitalize-segment';

describe('breadcrumbs (docs/requirements.md A2): segments capitalised', () => {
  it('upper-cases the first letter and spaces out hyphens', () => {
    expect(capitalizeSegment('wedding')).toBe('Wedding');
    expect(capitalizeSegment('access-code')).toBe('Access code');
    expect(capitalizeSegment('%C3%BCbersicht')).toBe('Übersicht');
  });

  it('keeps malformed escapes and empty input', () => {
    expect(capitalizeSegment('%E0%A4%A')).toBe('%E0%A4%A');
    expect(capitalizeSegment('')).toBe('');
  });
});
