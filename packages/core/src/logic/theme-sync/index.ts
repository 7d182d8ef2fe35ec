export type { ThemeBroadcastContext, ThemeBroadcastMessage } from './should-apply-theme-broadcast';
export { shouldApplyThemeBroadcast } from './should-apply-theme-broadcast';
export type { ThemeBroadcastType } from './theme-broadcast-types';
export { THEME_BROADCAST_TYPES, THEME_SYNC_CHANNEL } from './theme-broadcast-types';
