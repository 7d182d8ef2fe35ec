import { describe, expect, it } from 'vitest';
import { guestListMode } from './guest-list-mode';

describe('guest list loading (docs/requirements.md B4): client mode for 1 to 1999 guests', () => {
  it('uses client mode from 1 to 1999 guests', () => {
    expect(guestListMode(1)).toBe('client');
    expect(guestListMode(1999)).toBe('client');
  });

  it('uses server mode for 0, 2000 and more, and an unknown count', () => {
    expect(guestListMode(0)).toBe('server');
    expect(guestListMode(2000)).toBe('server');
    expect(guestListMode(2001)).toBe('server');
    expect(guestListMode(Number.NaN)).toBe('server');
  });
});
