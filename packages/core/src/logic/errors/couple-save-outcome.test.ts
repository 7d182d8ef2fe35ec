import { describe, expect, it } from 'vitest';
import { coupleSaveOutcome } from './couple-save-outcome';

describe('couple save (docs/requirements.md A4 and A8): full, partial or failed', () => {
  it('both calls ok: saveSuccess and refresh', () => {
    expect(coupleSaveOutcome(true, true)).toEqual({
      messageKey: 'saveSuccess',
      tone: 'success',
      refresh: true,
    });
  });

  it('one call failed: partialSaveSuccess warning and refresh', () => {
    expect(coupleSaveOutcome(true, false)).toEqual({
      messageKey: 'partialSaveSuccess',
      tone: 'warning',
      refresh: true,
    });
    expect(coupleSaveOutcome(false, true)).toEqual({
      messageKey: 'partialSaveSuccess',
      tone: 'warning',
      refresh: true,
    });
  });

  it('both failed: saveError and no refresh', () => {
    expect(coupleSaveOutcome(false, false)).toEqual({
      messageKey: 'saveError',
      tone: 'error',
      refresh: false,
    });
  });
});
