import { describe, expect, it } from 'vitest';
import { THEME_BROADCAST_TYPES } from './theme-broadcast-types';

describe('spec A 4 cross-tab theme sync message types', () => {
  it('names the dashboard and public messages', () => {
    expect(THEME_BROADCAST_TYPES).toEqual({
      dashboard: 'THEME_UPDATED_FROM_DASHBOARD',
      public: 'THEME_UPDATED',
    });
  });
});
