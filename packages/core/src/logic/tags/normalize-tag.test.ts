import { describe, expect, it } from 'vitest';
import { normalizeTag } from './normalize-tag';

describe('tag (docs/requirements.md A5): trimmed and lowercased', () => {
  it('trims and lower-cases', () => {
    expect(normalizeTag('  Sommer Fest ')).toBe('sommer fest');
    expect(normalizeTag('ÄRGER')).toBe('ärger');
  });

  it('returns empty text for empty and whitespace-only input', () => {
    expect(normalizeTag('')).toBe('');
    expect(normalizeTag(' \t ')).toBe('');
  });
});
