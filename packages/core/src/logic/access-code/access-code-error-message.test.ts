import { describe, expect, it } from 'vitest';
import { accessCodeErrorMessage } from './access-code-error-message';

describe('access code failure (docs/requirements.md A8 and B8): server error, else saveError/generateError, else unknownError', () => {
  it('prefers the server error text', () => {
    expect(
      accessCodeErrorMessage('save', { kind: 'response', body: { error: 'Code already used' } }),
    ).toEqual({
      kind: 'text',
      text: 'Code already used',
    });
  });

  it('falls back to the action key when the response has no usable error', () => {
    expect(accessCodeErrorMessage('save', { kind: 'response', body: {} })).toEqual({
      kind: 'key',
      key: 'saveError',
    });
    expect(accessCodeErrorMessage('generate', { kind: 'response', body: { error: '  ' } })).toEqual({
      kind: 'key',
      key: 'generateError',
    });
    expect(accessCodeErrorMessage('generate', { kind: 'response', body: null })).toEqual({
      kind: 'key',
      key: 'generateError',
    });
  });

  it('uses an exception message, else unknownError', () => {
    expect(accessCodeErrorMessage('save', { kind: 'exception', error: new Error('offline') })).toEqual({
      kind: 'text',
      text: 'offline',
    });
    expect(accessCodeErrorMessage('save', { kind: 'exception', error: 'boom' })).toEqual({
      kind: 'key',
      key: 'unknownError',
    });
  });
});
