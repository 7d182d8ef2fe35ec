import { THEME_SYNC_CHANNEL } from '@wedding/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followThemeUpdates } from './follow-theme-updates';

/** A BroadcastChannel stand-in: `deliver` dispatches a message as another tab's post would. */
class FakeChannel extends EventTarget {
  closed = false;
  constructor(readonly name: string) {
    super();
  }
  deliver(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  close() {
    this.closed = true;
  }
}

const WEDDING = 'wedding-1';
/** What the theme studio posts for the guest site's tabs (packages/theme-studio `createThemeSync`). */
const saved = (overrides: Record<string, unknown> = {}) => ({
  type: 'THEME_UPDATED',
  timestamp: 1_700_000_000_000,
  weddingId: WEDDING,
  customization: { theme: {}, density: 'comfortable' },
  version: 4,
  ...overrides,
});

/** A refresh the test finishes by hand. */
function controlledRefresh() {
  const pending: (() => void)[] = [];
  const refresh = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
  const finishNext = async () => {
    pending.shift()?.();
    // Let the refresh's .finally (and a follow-up refresh it starts) run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { refresh, finishNext };
}

function follow(refresh: () => Promise<void>) {
  let channel: FakeChannel | undefined;
  const stop = followThemeUpdates(WEDDING, refresh, (name) => {
    channel = new FakeChannel(name);
    return channel;
  });
  if (!channel) throw new Error('no channel opened');
  return { channel, stop };
}

afterEach(() => vi.restoreAllMocks());

describe('followThemeUpdates: the guest page hears the theme studio’s saves (docs/requirements.md A4)', () => {
  it('listens on the studio’s channel and refreshes on THEME_UPDATED for this wedding', async () => {
    const { refresh, finishNext } = controlledRefresh();
    const { channel } = follow(refresh);
    expect(channel.name).toBe(THEME_SYNC_CHANNEL);
    channel.deliver(saved());
    expect(refresh).toHaveBeenCalledTimes(1);
    await finishNext();
    channel.deliver(saved({ timestamp: 1_700_000_000_001 }));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('ignores the dashboard tabs’ message, other weddings and anything malformed', () => {
    const { refresh } = controlledRefresh();
    const { channel } = follow(refresh);
    channel.deliver(saved({ type: 'THEME_UPDATED_FROM_DASHBOARD' }));
    channel.deliver(saved({ weddingId: 'wedding-2' }));
    channel.deliver(saved({ timestamp: 'now' }));
    channel.deliver(null);
    channel.deliver('THEME_UPDATED');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('folds saves arriving during a refresh into one more refresh after it', async () => {
    const { refresh, finishNext } = controlledRefresh();
    const { channel } = follow(refresh);
    channel.deliver(saved({ timestamp: 1 }));
    channel.deliver(saved({ timestamp: 2 }));
    channel.deliver(saved({ timestamp: 3 }));
    expect(refresh).toHaveBeenCalledTimes(1);
    await finishNext();
    expect(refresh).toHaveBeenCalledTimes(2);
    await finishNext();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('keeps listening after a failed refresh', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refresh = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { channel } = follow(refresh);
    channel.deliver(saved());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logged).toHaveBeenCalledOnce();
    channel.deliver(saved({ timestamp: 2 }));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('closes the channel when stopped; without BroadcastChannel it does nothing', () => {
    const { stop, channel } = follow(vi.fn());
    stop();
    expect(channel.closed).toBe(true);
    expect(() => followThemeUpdates(WEDDING, vi.fn(), () => null)()).not.toThrow();
  });
});
