import { describe, expect, it } from 'vitest';
import { canRemoveMember } from './can-remove-member';

describe('member removal (docs/requirements.md A2 and A6): permitted and more than one member', () => {
  it('allows removal with permission from 2 members', () => {
    expect(canRemoveMember(true, 2)).toBe(true);
    expect(canRemoveMember(true, 3)).toBe(true);
  });

  it('blocks the last member and removal without permission', () => {
    expect(canRemoveMember(true, 1)).toBe(false);
    expect(canRemoveMember(true, 0)).toBe(false);
    expect(canRemoveMember(false, 3)).toBe(false);
  });
});
