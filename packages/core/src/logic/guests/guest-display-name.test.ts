import { describe, expect, it } from 'vitest';
import { guestDisplayName } from './guest-display-name';

describe('guest name (docs/requirements.md B3): built as first plus last when missing', () => {
  it('uses the stored name', () => {
    expect(guestDisplayName({ name: ' Anna Schmidt ', firstName: 'X', lastName: 'Y' })).toBe('Anna Schmidt');
  });

  it('builds first plus last when the name is missing, empty or whitespace-only', () => {
    expect(guestDisplayName({ firstName: 'Anna', lastName: 'Schmidt' })).toBe('Anna Schmidt');
    expect(guestDisplayName({ name: '', firstName: 'Anna', lastName: 'Schmidt' })).toBe('Anna Schmidt');
    expect(guestDisplayName({ name: '   ', firstName: ' Anna ', lastName: null })).toBe('Anna');
  });

  it('returns empty text when nothing is known', () => {
    expect(guestDisplayName({})).toBe('');
  });
});
