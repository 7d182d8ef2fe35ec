import { describe, expect, it } from 'vitest';
import { inferErrorBoundaryType } from './infer-error-boundary-type';

describe('error boundary type inferred (docs/requirements.md A8 and B8) from message text', () => {
  it.each([
    ['Wedding not found', 'wedding_not_found'],
    ['Request failed with status 404', 'wedding_not_found'],
    ['Access denied', 'access_denied'],
    ['Unauthorized', 'access_denied'],
    ['HTTP 403', 'access_denied'],
    ['Invalid access code', 'invalid_access_code'],
    ['invalid code', 'invalid_access_code'],
    ['Session expired', 'session_expired'],
    ['Network request failed', 'network_error'],
    ['Failed to fetch', 'network_error'],
    ['Internal Server Error', 'server_error'],
    ['status 500', 'server_error'],
    ['Authentication required', 'authentication_required'],
    ['Please log in', 'authentication_required'],
    ['Login needed', 'authentication_required'],
  ] as const)('%s -> %s', (message, type) => {
    expect(inferErrorBoundaryType(new Error(message))).toBe(type);
    expect(inferErrorBoundaryType(message.toUpperCase())).toBe(type);
  });

  it('needs whole status numbers and words', () => {
    expect(inferErrorBoundaryType('code 14045')).toBe('unknown_error');
    expect(inferErrorBoundaryType('blog index')).toBe('unknown_error');
  });

  it('returns unknown_error for unmatched, empty and non-error values, component_error for render errors', () => {
    expect(inferErrorBoundaryType(new Error('Cannot read properties of undefined'))).toBe('unknown_error');
    expect(inferErrorBoundaryType('')).toBe('unknown_error');
    expect(inferErrorBoundaryType(42)).toBe('unknown_error');
    expect(
      inferErrorBoundaryType(new Error('Cannot read properties of undefined'), { fromComponent: true }),
    ).toBe('component_error');
  });

  it('prefers a message match over the component flag', () => {
    expect(inferErrorBoundaryType(new Error('Failed to fetch'), { fromComponent: true })).toBe(
      'network_error',
    );
  });
});
