import { describe, expect, it } from 'vitest';
import { resolveLogicMessage } from '../messages/resolve-logic-message';
import type { GuestSaveFailure } from './guest-save-error-message';
import { guestSaveErrorMessage } from './guest-save-error-message';

const text = (failure: GuestSaveFailure) => resolveLogicMessage(guestSaveErrorMessage(failure), 'en');

describe('guest save error message (docs/requirements.md B8) by HTTP status', () => {
  it('uses the fixed texts for 401, 403, 404, 409 and 500 even when the server sends its own', () => {
    expect(text({ status: 401, body: { error: 'x' } })).toBe('You are not authorized to perform this action');
    expect(text({ status: 403 })).toBe('You do not have permission to modify guests');
    expect(text({ status: 404 })).toBe('Guest or wedding not found');
    expect(text({ status: 409 })).toBe('A guest with this information already exists');
    expect(text({ status: 500 })).toBe('Server error. Please try again later');
  });

  it('fills {detail} for 400 and 422 from details, else the server error', () => {
    expect(text({ status: 400, body: { error: 'Bad', details: 'phone too long' } })).toBe(
      'Invalid data: phone too long',
    );
    expect(text({ status: 400, body: { error: 'Bad request body' } })).toBe('Invalid data: Bad request body');
    expect(
      text({
        status: 422,
        body: { details: [{ message: 'First name is required' }, { message: 'Last name is required' }] },
      }),
    ).toBe('Validation failed: First name is required; Last name is required');
  });

  it("falls back to 'Failed to save guest' for 400/422 without any detail", () => {
    expect(text({ status: 422, body: {} })).toBe('Failed to save guest');
  });

  it('shows the server message for other statuses', () => {
    expect(text({ status: 418, body: { error: "I'm a teapot" } })).toBe("I'm a teapot");
    expect(text({ status: 502, body: { message: 'Bad gateway' } })).toBe('Bad gateway');
  });

  it("uses an exception's message, else 'Failed to save guest'", () => {
    expect(text({ error: new Error('Failed to fetch') })).toBe('Failed to fetch');
    expect(text({ status: 503 })).toBe('Failed to save guest');
    expect(text({})).toBe('Failed to save guest');
    expect(text({ error: new Error('   ') })).toBe('Failed to save guest');
  });
});
