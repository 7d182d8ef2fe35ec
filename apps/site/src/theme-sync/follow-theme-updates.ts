import { shouldApplyThemeBroadcast, THEME_SYNC_CHANNEL } from '@wedding/core';

type ChannelLike = Pick<BroadcastChannel, 'addEventListener' | 'close'>;

const openBroadcastChannel = (name: string): ChannelLike | null =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);

/**
 * docs/requirements.md A4 on the guest page: a `THEME_UPDATED` broadcast (posted by the theme studio in the dashboard
 * on every save) about this wedding. The guest page stamps and saves nothing, so no message is its own and none arrives
 * during a save of its own.
 */
function isThemeUpdateFor(data: unknown, weddingId: string): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { type, timestamp, weddingId: messageWeddingId } = data as Record<string, unknown>;
  if (typeof type !== 'string' || typeof timestamp !== 'number' || messageWeddingId !== weddingId)
    return false;
  return shouldApplyThemeBroadcast({ type, timestamp }, { tab: 'public', ownTimestamp: null, saving: false });
}

/**
 * Listens for theme saves of this wedding in the browser's other tabs and calls `refresh` (which takes the server's
 * current theme) for each. One refresh at a time: messages arriving during one are folded into a single refresh
 * after it, so the page always ends on the newest saved theme. Returns the function that stops listening.
 */
export function followThemeUpdates(
  weddingId: string,
  refresh: () => Promise<void>,
  openChannel: (name: string) => ChannelLike | null = openBroadcastChannel,
): () => void {
  const channel = openChannel(THEME_SYNC_CHANNEL);
  if (!channel) return () => {};
  let refreshing = false;
  let again = false;
  const run = () => {
    refreshing = true;
    refresh()
      .catch((error: unknown) => {
        // The page keeps the theme it shows; the next save (or a reload) brings the new one.
        console.error('[site] taking over the new theme failed', error);
      })
      .finally(() => {
        refreshing = false;
        if (!again) return;
        again = false;
        run();
      });
  };
  channel.addEventListener('message', (event) => {
    if (!isThemeUpdateFor((event as MessageEvent<unknown>).data, weddingId)) return;
    if (refreshing) again = true;
    else run();
  });
  return () => channel.close();
}
