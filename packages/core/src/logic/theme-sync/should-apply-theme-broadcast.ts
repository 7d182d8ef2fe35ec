import type { ThemeBroadcastType } from './theme-broadcast-types';
import { THEME_BROADCAST_TYPES } from './theme-broadcast-types';

export interface ThemeBroadcastContext {
  /** Which kind of tab is listening. */
  tab: 'dashboard' | 'public';
  /** Timestamp this tab stamped on its own last broadcast, if any. */
  ownTimestamp: number | null;
  saving: boolean;
}

export interface ThemeBroadcastMessage {
  type: string;
  timestamp: number;
}

/**
 * docs/requirements.md A4: a tab applies a theme broadcast only when it is its message type, it does not carry the
 * tab's own timestamp, and no save is in progress (then a 'Theme updated from another tab' toast shows for 2 s).
 */
export function shouldApplyThemeBroadcast(
  message: ThemeBroadcastMessage,
  context: ThemeBroadcastContext,
): boolean {
  const expected: ThemeBroadcastType = THEME_BROADCAST_TYPES[context.tab];
  if (message.type !== expected) return false;
  if (context.ownTimestamp !== null && message.timestamp === context.ownTimestamp) return false;
  return !context.saving;
}
