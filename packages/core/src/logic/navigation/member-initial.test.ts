import { describe, expect, it } from 'vitest';
import { memberInitial } from './member-initial';

describe('member card (docs/requirements.md A2): first letter of the username', () => {
  it('upper-cases the first character', () => {
    expect(memberInitial('anna')).toBe('A');
    expect(memberInitial(' ülkü')).toBe('Ü');
  });

  it('is empty for empty and whitespace-only usernames', () => {
    expect(memberInitial('')).toBe('');
    expect(memberInitial('  ')).toBe('');
    expect(memberInitial(null)).toBe('');
  });
});
