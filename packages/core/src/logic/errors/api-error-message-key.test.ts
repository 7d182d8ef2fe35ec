import { describe, expect, it } from 'vitest';
import { apiCodeMessageKey, apiErrorMessageKey } from './api-error-message-key';

describe('apiErrorMessageKey: what a person reads for a failed call', () => {
  it('maps API codes to their message', () => {
    expect(apiErrorMessageKey('slugTaken', 409)).toBe('urlTaken');
    expect(apiErrorMessageKey('invalidCredentials', 401)).toBe('auth.invalidCredentials');
    expect(apiErrorMessageKey('versionConflict', 409)).toBe('theme.versionConflict');
    expect(apiErrorMessageKey('validationFailed', 400)).toBe('api.validationFailed');
  });

  it("explains a refusal by the member's role rather than a bare 'not allowed'", () => {
    expect(apiErrorMessageKey('memberRoleForbidden', 403)).toBe('members.roleForbidden');
    expect(apiErrorMessageKey('guestSideForbidden', 403)).toBe('members.guestSideForbidden');
    expect(apiErrorMessageKey('lastOwnerRequired', 409)).toBe('members.lastOwnerRequired');
  });

  it('shows a code that is already a message key as it is', () => {
    expect(apiErrorMessageKey('invalidCode', 401)).toBe('invalidCode');
    expect(apiErrorMessageKey('location.saveFailed', 400)).toBe('location.saveFailed');
  });

  it('falls back to the status for unknown codes and for no answer at all', () => {
    expect(apiErrorMessageKey(undefined, 0)).toBe('networkError');
    expect(apiErrorMessageKey(undefined, 408)).toBe('api.timeout');
    expect(apiErrorMessageKey('somethingNew', 403)).toBe('api.forbidden');
    expect(apiErrorMessageKey('somethingNew', 404)).toBe('api.notFound');
    expect(apiErrorMessageKey(undefined, 503)).toBe('errors.serverError');
    expect(apiErrorMessageKey('somethingNew', 418)).toBe('errorOccurred');
  });
});

describe('apiCodeMessageKey: the server error of docs/requirements.md A8', () => {
  it("is the code's message when the code is known, else null", () => {
    expect(apiCodeMessageKey('slugTaken')).toBe('urlTaken');
    expect(apiCodeMessageKey('invalidCode')).toBe('invalidCode');
    expect(apiCodeMessageKey('somethingNew')).toBeNull();
    expect(apiCodeMessageKey(undefined)).toBeNull();
  });
});
