import { describe, expect, it } from 'vitest';
import { canSaveAccessCode } from './can-save-access-code';

describe('access code dialog (docs/requirements.md A4 and B4): save only when valid and changed', () => {
  it('allows a valid, changed code', () => {
    expect(canSaveAccessCode('NEWCODE1', 'OLDCODE1')).toBe(true);
    expect(canSaveAccessCode('NEWCODE1', null)).toBe(true);
  });

  it('blocks an unchanged code', () => {
    expect(canSaveAccessCode('OLDCODE1', 'OLDCODE1')).toBe(false);
  });

  it('blocks codes of 7 and 9 characters and empty input', () => {
    expect(canSaveAccessCode('NEWCODE', 'OLDCODE1')).toBe(false);
    expect(canSaveAccessCode('NEWCODE12', 'OLDCODE1')).toBe(false);
    expect(canSaveAccessCode('', 'OLDCODE1')).toBe(false);
  });
});
