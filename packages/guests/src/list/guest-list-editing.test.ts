import { describe, expect, it } from 'vitest';
import { guestEntries } from '../fixtures/guest-fixtures';
import { guestListEditing } from './guest-list-editing';

const bride = guestEntries.find((entry) => entry.side === 'partner1');
const groom = guestEntries.find((entry) => entry.side === 'partner2');

describe('guestListEditing: the guest list mirrors the member role', () => {
  it('lets staff and owners change everything', () => {
    for (const access of [null, { role: 'owner' as const, side: null }]) {
      const editing = guestListEditing(access);
      expect(editing.list).toBe(true);
      expect(guestEntries.every(editing.guest)).toBe(true);
    }
  });

  it('lets a viewer change nothing', () => {
    const editing = guestListEditing({ role: 'viewer', side: null });
    expect(editing.list).toBe(false);
    expect(guestEntries.some(editing.guest)).toBe(false);
  });

  it("lets a side editor add guests and change only their own side's", () => {
    if (!bride || !groom) throw new Error('the fixtures need a guest of each partner');
    const editing = guestListEditing({ role: 'sideEditor', side: 'partner2' });
    expect(editing.list).toBe(true);
    expect(editing.guest(groom)).toBe(true);
    expect(editing.guest(bride)).toBe(false);
  });
});
