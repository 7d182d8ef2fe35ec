import { describe, expect, it } from 'vitest';
import { shouldApplyThemeBroadcast } from './should-apply-theme-broadcast';

describe('cross-tab theme sync (docs/requirements.md A4): own timestamp and updates during a save are ignored', () => {
  const dashboard = { tab: 'dashboard' as const, ownTimestamp: 1000, saving: false };

  it('applies another tab’s update of the right type', () => {
    expect(
      shouldApplyThemeBroadcast({ type: 'THEME_UPDATED_FROM_DASHBOARD', timestamp: 2000 }, dashboard),
    ).toBe(true);
    expect(
      shouldApplyThemeBroadcast(
        { type: 'THEME_UPDATED', timestamp: 2000 },
        { tab: 'public', ownTimestamp: null, saving: false },
      ),
    ).toBe(true);
  });

  it('ignores the tab’s own timestamp', () => {
    expect(
      shouldApplyThemeBroadcast({ type: 'THEME_UPDATED_FROM_DASHBOARD', timestamp: 1000 }, dashboard),
    ).toBe(false);
  });

  it('ignores updates while saving', () => {
    expect(
      shouldApplyThemeBroadcast(
        { type: 'THEME_UPDATED_FROM_DASHBOARD', timestamp: 2000 },
        { ...dashboard, saving: true },
      ),
    ).toBe(false);
  });

  it('ignores the other kind of tab’s message type', () => {
    expect(shouldApplyThemeBroadcast({ type: 'THEME_UPDATED', timestamp: 2000 }, dashboard)).toBe(false);
  });
});
