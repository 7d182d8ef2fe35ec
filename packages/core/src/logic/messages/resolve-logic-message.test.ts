import { describe, expect, it } from 'vitest';
import { resolveLogicMessage } from './resolve-logic-message';

describe('messages (docs/requirements.md A8 and B8): server text shown as is, keys translated', () => {
  it('returns server text unchanged', () => {
    expect(resolveLogicMessage({ kind: 'text', text: 'Code already used' }, 'de')).toBe('Code already used');
  });

  it('translates keys with parameters', () => {
    expect(
      resolveLogicMessage({ kind: 'key', key: 'guestSave.invalidData', params: { detail: 'phone' } }, 'en'),
    ).toBe('Invalid data: phone');
    expect(resolveLogicMessage({ kind: 'key', key: 'guestSave.notFound' }, 'en')).toBe(
      'Guest or wedding not found',
    );
  });
});
