import { describe, expect, it } from 'vitest';
import { THEME_BROADCAST_TYPES, THEME_SYNC_CHANNEL } from './theme-broadcast-types';

describe('cross-tab theme sync message types (docs/requirements.md A4)', () => {
  it('names the dashboard and public messages', () => {
    expect(THEME_BROADCAST_TYPES).toEqual({
      dashboard: 'THEME_UPDATED_FROM_DASHBOARD',
      public: 'THEME_UPDATED',
    });
  });

  it('travels on one channel the studio posts on and the guest site listens on', () => {
    expect(THEME_SYNC_CHANNEL).toBe('wedding-theme-sync');
  });
});
