import { describe, expect, it } from 'vitest';
import { serverErrorText } from './server-error-text';

describe('error bodies (docs/requirements.md A7 and B7): {error} (or {message}) text', () => {
  it('reads error, else message', () => {
    expect(serverErrorText({ error: 'Nope', message: 'Other' })).toBe('Nope');
    expect(serverErrorText({ message: 'Other' })).toBe('Other');
  });

  it('ignores blank, non-text and missing values', () => {
    expect(serverErrorText({ error: '   ' })).toBeNull();
    expect(serverErrorText({ error: 42 })).toBeNull();
    expect(serverErrorText(null)).toBeNull();
    expect(serverErrorText('plain')).toBeNull();
  });
});
