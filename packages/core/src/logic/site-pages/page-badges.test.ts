import { describe, expect, it } from 'vitest';
import { pageBadges } from './page-badges';

describe('page badges (docs/requirements.md B4): up to 3 pages, then +N', () => {
  it('shows 3 pages without overflow', () => {
    expect(pageBadges(['invite', 'info', 'rsvp'])).toEqual({
      visible: ['invite', 'info', 'rsvp'],
      overflow: 0,
      overflowLabel: null,
    });
  });

  it('shows +1 for 4 pages and +4 for 7', () => {
    expect(pageBadges(['invite', 'info', 'rsvp', 'gallery'])).toEqual({
      visible: ['invite', 'info', 'rsvp'],
      overflow: 1,
      overflowLabel: '+1',
    });
    expect(pageBadges(['a', 'b', 'c', 'd', 'e', 'f', 'g']).overflowLabel).toBe('+4');
  });

  it('handles no pages and a custom maximum', () => {
    expect(pageBadges([])).toEqual({ visible: [], overflow: 0, overflowLabel: null });
    expect(pageBadges(['a', 'b'], 1)).toEqual({ visible: ['a'], overflow: 1, overflowLabel: '+1' });
  });
});
