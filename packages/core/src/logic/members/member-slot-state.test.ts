import { describe, expect, it } from 'vitest';
import { memberSlotState } from './member-slot-state';

describe('member slots (docs/requirements.md A6): the third slot only on premium', () => {
  it('marks slots below the member count as occupied', () => {
    expect(memberSlotState(0, 1, false)).toBe('occupied');
    expect(memberSlotState(2, 3, false)).toBe('occupied');
  });

  it('offers the second slot on every plan', () => {
    expect(memberSlotState(1, 1, false)).toBe('available');
    expect(memberSlotState(1, 1, true)).toBe('available');
  });

  it('locks the third slot without premium and opens it with premium', () => {
    expect(memberSlotState(2, 2, false)).toBe('locked');
    expect(memberSlotState(2, 2, true)).toBe('available');
  });
});
