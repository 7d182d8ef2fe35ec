/**
 * The BroadcastChannel every tab of the product listens on for theme changes: the theme studio posts on it, the
 * dashboard's other tabs and the guest site's open tabs (apps/site) listen.
 */
export const THEME_SYNC_CHANNEL = 'wedding-theme-sync';

/** Cross-tab sync (docs/requirements.md A4): the message dashboard tabs receive and the one public tabs receive. */
export const THEME_BROADCAST_TYPES = {
  dashboard: 'THEME_UPDATED_FROM_DASHBOARD',
  public: 'THEME_UPDATED',
} as const;

export type ThemeBroadcastType = (typeof THEME_BROADCAST_TYPES)[keyof typeof THEME_BROADCAST_TYPES];
