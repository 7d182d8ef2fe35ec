import { describe, expect, it } from 'vitest';
import { translate } from '../../messages/translate';
import { GUEST_SAVE_ERROR_KEYS } from './guest-save-error-keys';

describe('guest save (docs/requirements.md B8): exact English texts per status', () => {
  it('maps every listed status to the spec text', () => {
    const texts = Object.fromEntries(
      Object.entries(GUEST_SAVE_ERROR_KEYS).map(([status, key]) => [
        status,
        translate(key, 'en', { detail: 'X' }),
      ]),
    );
    expect(texts).toEqual({
      400: 'Invalid data: X',
      401: 'You are not authorized to perform this action',
      403: 'You do not have permission to modify guests',
      404: 'Guest or wedding not found',
      409: 'A guest with this information already exists',
      422: 'Validation failed: X',
      500: 'Server error. Please try again later',
    });
  });
});
