import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('user menu (docs/requirements.md A2): initials are the first two letters of the username, upper-cased', () => {
  it('takes two characters and upper-cases them', () => {
    expect(initials('anna')).toBe('AN');
    expect(initials('  ben.k')).toBe('BE');
    expect(initials('özlem')).toBe('ÖZ');
  });

  it('handles one character, empty, whitespace-only and missing usernames', () => {
    expect(initials('a')).toBe('A');
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials(undefined)).toBe('');
  });
});
