import { act, renderHook } from '@testing-library/react';
import { ApiError } from '@wedding/api-client';
import { describe, expect, it, vi } from 'vitest';
import { emailLinkTokenOf, isLinkRefused, useEmailLinkToken } from './email-link-token';

const TOKEN = 'bG9uZy1zZWNyZXQtdG9rZW4tMTIz_-';

describe('emailed links: the token travels in the fragment', () => {
  it('reads the fragment with or without its #, percent-encoded or not', () => {
    expect(emailLinkTokenOf(`#${TOKEN}`)).toBe(TOKEN);
    expect(emailLinkTokenOf(TOKEN)).toBe(TOKEN);
    expect(emailLinkTokenOf(`#${encodeURIComponent(TOKEN)}%20`)).toBe(TOKEN);
  });

  it('has no token for an empty, cut or mangled fragment', () => {
    expect(emailLinkTokenOf('')).toBeNull();
    expect(emailLinkTokenOf('#')).toBeNull();
    expect(emailLinkTokenOf('#short')).toBeNull();
    expect(emailLinkTokenOf('#not a token at all, with spaces')).toBeNull();
    expect(emailLinkTokenOf('#%E0%A4%A')).toBeNull();
  });

  it('treats the link as refused only for linkInvalid or an unreadable token', () => {
    expect(isLinkRefused(new ApiError(400, 'linkInvalid'))).toBe(true);
    expect(isLinkRefused(new ApiError(400, 'validationFailed', { token: 'linkInvalid' }))).toBe(true);
    expect(isLinkRefused(new ApiError(400, 'validationFailed', { password: 'auth.passwordTooShort' }))).toBe(
      false,
    );
    expect(isLinkRefused(new ApiError(429, 'tooManyRequests'))).toBe(false);
    expect(isLinkRefused(new ApiError(0, undefined))).toBe(false);
    expect(isLinkRefused(new Error('linkInvalid'))).toBe(false);
  });

  it('reads the token once and forgets it on request', () => {
    const readToken = vi.fn(() => TOKEN);
    const forgetToken = vi.fn();
    const { result, rerender } = renderHook(() => useEmailLinkToken({ readToken, forgetToken }));
    rerender();
    expect(result.current.token).toBe(TOKEN);
    expect(readToken).toHaveBeenCalledTimes(1);
    act(() => result.current.forget());
    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  it('takes the token from the address and drops only the fragment', () => {
    window.history.replaceState(null, '', `/reset-password?from=mail#${TOKEN}`);
    const { result } = renderHook(() => useEmailLinkToken());
    expect(result.current.token).toBe(TOKEN);
    act(() => result.current.forget());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/reset-password?from=mail');
  });
});
