import { describe, expect, it } from 'vitest';
import { isBigDay } from './is-big-day';

describe('countdown (docs/requirements.md A4 and B4): big-day message at 0', () => {
  it('is the big day at 0 but not at 1', () => {
    expect(isBigDay(0)).toBe(true);
    expect(isBigDay(1)).toBe(false);
  });
});
