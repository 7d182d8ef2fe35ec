import {
  type Customization,
  THEME_BROADCAST_TYPES,
  THEME_SYNC_CHANNEL,
  type ThemeBroadcastType,
} from '@wedding/core';

/** The BroadcastChannel every tab of the product listens on for theme changes (core's, shared with apps/site). */
export { THEME_SYNC_CHANNEL };

/**
 * Cross-tab message (docs/requirements.md A4): dashboard tabs read THEME_UPDATED_FROM_DASHBOARD, public tabs
 * THEME_UPDATED.
 */
export interface ThemeSyncMessage {
  type: ThemeBroadcastType;
  /** Stamped by the sending tab; a tab ignores messages carrying its own timestamp. */
  timestamp: number;
  weddingId: string;
  customization: Customization;
  version: number;
}

export interface ThemeSync {
  /** Tells the other tabs about a saved theme; returns the timestamp the messages carry. */
  publish: (customization: Customization, version: number) => number;
  subscribe: (listener: (message: ThemeSyncMessage) => void) => () => void;
  close: () => void;
}

type ChannelLike = Pick<
  BroadcastChannel,
  'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'
>;

function isSyncMessage(data: unknown): data is ThemeSyncMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<ThemeSyncMessage>;
  return (
    typeof message.type === 'string' &&
    typeof message.timestamp === 'number' &&
    typeof message.weddingId === 'string' &&
    typeof message.version === 'number' &&
    typeof message.customization === 'object' &&
    message.customization !== null
  );
}

/**
 * Cross-tab theme sync of one wedding over a BroadcastChannel. A save is announced twice with one timestamp:
 * once for the other dashboard tabs, once for the guest site's open tabs. Null where the browser has no
 * BroadcastChannel (server rendering, very old browsers): the studio then works alone.
 */
export function createThemeSync(
  weddingId: string,
  openChannel: (name: string) => ChannelLike | null = (name) =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name),
  now: () => number = () => Date.now(),
): ThemeSync | null {
  const channel = openChannel(THEME_SYNC_CHANNEL);
  if (!channel) return null;
  let lastTimestamp = 0;
  return {
    publish(customization, version) {
      // Strictly increasing, so two saves in one millisecond still differ.
      lastTimestamp = Math.max(now(), lastTimestamp + 1);
      for (const type of [THEME_BROADCAST_TYPES.dashboard, THEME_BROADCAST_TYPES.public]) {
        const message: ThemeSyncMessage = {
          type,
          timestamp: lastTimestamp,
          weddingId,
          customization,
          version,
        };
        channel.postMessage(message);
      }
      return lastTimestamp;
    },
    subscribe(listener) {
      const onMessage = (event: Event) => {
        const { data } = event as MessageEvent<unknown>;
        if (isSyncMessage(data) && data.weddingId === weddingId) listener(data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
    close: () => channel.close(),
  };
}
