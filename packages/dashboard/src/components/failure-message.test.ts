import { ApiError } from '@wedding/api-client';
import { describe, expect, it } from 'vitest';
import { failureMessageKey, failureText } from './failure-message';

describe('docs/requirements.md A8: the server error, else the screen’s fallback', () => {
  it('names the server’s reason with the numbers it sent, so no placeholder is left', () => {
    expect(failureText(new ApiError(409, 'limitReached', { max: 30 }), 'saveError', 'en')).toBe(
      'You have reached the maximum of 30 entries.',
    );
    expect(
      failureText(new ApiError(409, 'memberLimitReached', { max: 3 }), 'user.addError', 'de'),
    ).not.toContain('{max}');
  });

  it('falls back for unknown codes and says so when no answer came', () => {
    expect(failureMessageKey(new ApiError(500, 'boom'), 'location.saveFailed')).toBe('location.saveFailed');
    expect(failureText(new ApiError(0, undefined), 'saveError', 'en', 'networkError')).toBe(
      failureText(new Error('x'), 'networkError', 'en'),
    );
  });
});
