import { DEFAULT_CUSTOMIZATION, THEME_BROADCAST_TYPES } from '@wedding/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveWithTimeout, ThemeSaveTimeout } from './save-with-timeout';
import { createThemeSync, THEME_SYNC_CHANNEL, type ThemeSyncMessage } from './theme-sync';
import { keepSample, summarizeSamples, type ThemeTimingSample } from './timing-log';

afterEach(() => vi.useRealTimers());

describe('saveWithTimeout (docs/requirements.md A9: 10 s)', () => {
  it('resolves with the answer in time', async () => {
    await expect(saveWithTimeout(async () => 'ok', 10_000)).resolves.toBe('ok');
  });

  it('rejects with ThemeSaveTimeout and aborts the request when the deadline passes', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const pending = saveWithTimeout((given) => {
      signal = given;
      return new Promise(() => undefined);
    }, 10_000);
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ThemeSaveTimeout);
    expect(signal?.aborted).toBe(true);
  });

  it("takes the host client's own timeout (408) for a timeout and passes other failures on", async () => {
    const clientTimeout = Object.assign(new Error('timeout'), { status: 408 });
    await expect(saveWithTimeout(() => Promise.reject(clientTimeout), 10_000)).rejects.toBeInstanceOf(
      ThemeSaveTimeout,
    );
    const refused = new Error('refused');
    await expect(saveWithTimeout(() => Promise.reject(refused), 10_000)).rejects.toBe(refused);
  });
});

class FakeChannel {
  static channels: FakeChannel[] = [];
  readonly listeners = new Set<(event: Event) => void>();
  posted: unknown[] = [];
  constructor(readonly name: string) {
    FakeChannel.channels.push(this);
  }
  postMessage(data: unknown) {
    this.posted.push(data);
    for (const other of FakeChannel.channels) {
      if (other === this || other.name !== this.name) continue;
      for (const listener of other.listeners) listener(new MessageEvent('message', { data }));
    }
  }
  addEventListener(_type: string, listener: (event: Event) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_type: string, listener: (event: Event) => void) {
    this.listeners.delete(listener);
  }
  close() {
    FakeChannel.channels = FakeChannel.channels.filter((channel) => channel !== this);
  }
}

describe('cross-tab theme sync (docs/requirements.md A4)', () => {
  it('announces a save to dashboard tabs and to public tabs with one timestamp, for one wedding', () => {
    const open = (name: string) => new FakeChannel(name);
    const sender = createThemeSync('w1', open, () => 1000);
    const receiver = createThemeSync('w1', open);
    const otherWedding = createThemeSync('w2', open);
    const received: ThemeSyncMessage[] = [];
    const elsewhere: ThemeSyncMessage[] = [];
    receiver?.subscribe((message) => received.push(message));
    otherWedding?.subscribe((message) => elsewhere.push(message));
    const timestamp = sender?.publish(DEFAULT_CUSTOMIZATION, 4);
    expect(FakeChannel.channels[0]?.name).toBe(THEME_SYNC_CHANNEL);
    expect(received.map((message) => message.type)).toEqual([
      THEME_BROADCAST_TYPES.dashboard,
      THEME_BROADCAST_TYPES.public,
    ]);
    expect(received.every((message) => message.timestamp === timestamp && message.version === 4)).toBe(true);
    expect(elsewhere).toEqual([]);
    // A second save in the same millisecond still gets a new timestamp.
    expect(sender?.publish(DEFAULT_CUSTOMIZATION, 5)).toBe((timestamp ?? 0) + 1);
    for (const sync of [sender, receiver, otherWedding]) sync?.close();
  });

  it('is null without BroadcastChannel', () => {
    expect(createThemeSync('w1', () => null)).toBeNull();
  });
});

describe('theme timing samples (docs/requirements.md A7: the last 100, slow above 500 ms)', () => {
  it('keeps the last 100 and summarises them', () => {
    let samples: ThemeTimingSample[] = [];
    for (let index = 1; index <= 120; index += 1) {
      samples = keepSample(samples, { action: 'color', durationMs: index * 5, at: index });
    }
    expect(samples).toHaveLength(100);
    expect(samples[0]?.durationMs).toBe(105);
    const summary = summarizeSamples(samples);
    expect(summary).toMatchObject({ count: 100, maxMs: 600 });
    expect(summary.slowCount).toBe(20);
    expect(summary.medianMs).toBe(350);
  });
});
