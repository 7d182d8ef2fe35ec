import { describe, expect, it } from 'vitest';
import { inviteBarAction } from './invite-bar-action';

describe('invite bar (docs/requirements.md A2): invite, or upgrade at the limit on a non-premium plan', () => {
  it('invites below the limit on both plans', () => {
    expect(inviteBarAction(2, false)).toBe('invite');
    expect(inviteBarAction(2, true)).toBe('invite');
  });

  it('offers upgrade at the limit without premium and nothing with premium', () => {
    expect(inviteBarAction(3, false)).toBe('upgrade');
    expect(inviteBarAction(3, true)).toBe('none');
  });
});
