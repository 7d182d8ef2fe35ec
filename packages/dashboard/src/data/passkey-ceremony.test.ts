import { describe, expect, it } from 'vitest';
import { isPasskeyCancelled } from './passkey-ceremony';

describe('isPasskeyCancelled: closing the prompt is not an error (docs/requirements.md A8)', () => {
  it('is true for NotAllowedError and AbortError, as browsers and @simplewebauthn/browser raise them', () => {
    expect(
      isPasskeyCancelled(
        new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'),
      ),
    ).toBe(true);
    const wrapped = Object.assign(new Error('cancelled'), {
      name: 'NotAllowedError',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
    });
    expect(isPasskeyCancelled(wrapped)).toBe(true);
    expect(isPasskeyCancelled(new DOMException('replaced', 'AbortError'))).toBe(true);
  });

  it('is false for real failures', () => {
    expect(isPasskeyCancelled(new DOMException('bad domain', 'SecurityError'))).toBe(false);
    expect(isPasskeyCancelled(new Error('verificationFailed'))).toBe(false);
    expect(isPasskeyCancelled('NotAllowedError')).toBe(false);
  });
});
