import { CROSS_TAB_TOAST_MS, type Customization, DEFAULT_CUSTOMIZATION } from '@wedding/core';
import { THEME_PRESETS } from '@wedding/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ThemeSync, ThemeSyncMessage } from '../logic/theme-sync';
import {
  type SaveTheme,
  type StudioToast,
  ThemeSaveConflict,
  ThemeStudioController,
  type ThemeStudioOptions,
} from './theme-studio-controller';

const preset = THEME_PRESETS.find((entry) => entry.id !== 'classic-navy' && !entry.isPremium);
if (!preset) throw new Error('a second preset');

/** A server that stores what it is sent and counts versions, like PATCH /api/weddings/{id}. */
function fakeServer(start: Customization = DEFAULT_CUSTOMIZATION) {
  let stored = start;
  let version = 1;
  const save = vi.fn<SaveTheme>(async (customization, { version: expected }) => {
    if (expected !== version) throw new ThemeSaveConflict({ customization: stored, version });
    stored = customization;
    version += 1;
    return { customization: stored, version };
  });
  return {
    save,
    get stored() {
      return stored;
    },
    get version() {
      return version;
    },
    /** Someone else saves in between. */
    saveElsewhere(customization: Customization) {
      stored = customization;
      version += 1;
    },
  };
}

function studio(options: Partial<ThemeStudioOptions> & Pick<ThemeStudioOptions, 'save'>) {
  const toasts: StudioToast[] = [];
  let clock = 0;
  const controller = new ThemeStudioController({
    customization: DEFAULT_CUSTOMIZATION,
    version: 1,
    notify: (toast) => toasts.push(toast),
    now: () => clock,
    ...options,
  });
  return { controller, toasts, tick: (ms: number) => (clock += ms) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('edits apply at once and save automatically (docs/requirements.md A4)', () => {
  it('shows the edit immediately, saves after the pause with the version, then is saved', async () => {
    const server = fakeServer();
    const { controller } = studio({ save: server.save });
    controller.setColor('light', 'primary', 'oklch(0.5 0.2 20)');
    expect(controller.getState()).toMatchObject({ status: 'unsaved', canUndo: true });
    expect(controller.getState().draft.theme.colors.light.primary).toBe('oklch(0.5 0.2 20)');
    expect(server.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(800);
    expect(server.save).toHaveBeenCalledTimes(1);
    expect(server.save.mock.calls[0]?.[1].version).toBe(1);
    expect(controller.getState()).toMatchObject({ status: 'saved', version: 2 });
  });

  it('auto-save failure and timeout show the spec toasts; the draft stays', async () => {
    const failing = vi.fn<SaveTheme>(async () => Promise.reject(new Error('500')));
    const { controller, toasts } = studio({ save: failing });
    controller.setLayout('modern');
    await vi.advanceTimersByTimeAsync(800);
    expect(toasts.at(-1)).toEqual({ tone: 'error', key: 'theme.autoSaveFailed' });
    expect(controller.getState()).toMatchObject({ status: 'failed' });
    expect(controller.getState().draft.theme.layout).toBe('modern');

    const hanging = vi.fn<SaveTheme>(() => new Promise(() => undefined));
    const slow = studio({ save: hanging });
    slow.controller.setLayout('romantic');
    await vi.advanceTimersByTimeAsync(800 + 10_000);
    expect(slow.toasts.at(-1)).toEqual({ tone: 'error', key: 'theme.autoSaveTimeout' });
  });
});

describe('presets and reset (docs/requirements.md A4 and A8)', () => {
  it('a preset applies at once, saves, syncs from the answer and is re-matched; success toast names it', async () => {
    const server = fakeServer();
    // The server normalises colours (e.g. hex to oklch): the draft takes its answer.
    server.save.mockImplementationOnce(async (customization) => ({ customization, version: 2 }));
    const { controller, toasts } = studio({ save: server.save });
    const applying = controller.applyPreset(preset);
    expect(controller.getState().draft.theme).toEqual(preset.theme);
    expect(controller.getState().status).toBe('saving');
    await applying;
    expect(controller.getState()).toMatchObject({ status: 'saved', presetId: preset.id, version: 2 });
    expect(toasts).toEqual([
      { tone: 'success', key: 'theme.appliedAndSaved', params: { name: preset.name } },
    ]);
  });

  it('a preset whose save times out or fails says so', async () => {
    const slow = studio({ save: () => new Promise(() => undefined) });
    const pending = slow.controller.applyPreset(preset);
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    expect(slow.toasts).toEqual([{ tone: 'error', key: 'theme.saveTimeout' }]);
    const broken = studio({ save: () => Promise.reject(new Error('down')) });
    await broken.controller.applyPreset(preset);
    expect(broken.toasts).toEqual([{ tone: 'error', key: 'theme.saveFailed' }]);
    // The host's own reading of the failure wins (a premium preset refused by the server).
    const refused = studio({
      save: () => Promise.reject(new Error('403')),
      describeError: () => ({ key: 'theme.premiumPreset' }),
    });
    await refused.controller.applyPreset(preset);
    expect(refused.toasts).toEqual([{ tone: 'error', key: 'theme.premiumPreset' }]);
  });

  it('reset returns to the defaults and saves them', async () => {
    const server = fakeServer();
    const { controller, toasts } = studio({ save: server.save });
    controller.setDensity('compact');
    await controller.reset();
    expect(server.stored.density).toBe(DEFAULT_CUSTOMIZATION.density);
    expect(server.stored.theme).toEqual(DEFAULT_CUSTOMIZATION.theme);
    expect(toasts.at(-1)).toEqual({ tone: 'success', key: 'theme.resetAndSaved' });
  });
});

describe('undo and redo across every edit', () => {
  it('steps back and forth and saves the result; a slider drag is one step', async () => {
    const server = fakeServer();
    const { controller, tick } = studio({ save: server.save });
    const original = controller.getState().draft.theme.colors.light.primary;
    for (const lightness of [0.4, 0.42, 0.44, 0.46]) {
      controller.setColor('light', 'primary', `oklch(${lightness} 0.2 20)`);
      tick(50);
    }
    tick(2_000);
    controller.setFont('heading', 'Lora');
    controller.undo();
    expect(controller.getState().draft.theme.fonts.heading).not.toBe('Lora');
    expect(controller.getState().draft.theme.colors.light.primary).toBe('oklch(0.46 0.2 20)');
    controller.undo();
    expect(controller.getState().draft.theme.colors.light.primary).toBe(original);
    expect(controller.getState().canUndo).toBe(false);
    controller.redo();
    expect(controller.getState().draft.theme.colors.light.primary).toBe('oklch(0.46 0.2 20)');
    await vi.advanceTimersByTimeAsync(800);
    expect(server.stored.theme.colors.light.primary).toBe('oklch(0.46 0.2 20)');
  });
});

describe('a stale version (409) never overwrites silently', () => {
  it('shows the newer theme, keeps the draft, and re-applies it on request', async () => {
    const server = fakeServer();
    const { controller } = studio({ save: server.save });
    const theirs = { ...DEFAULT_CUSTOMIZATION, density: 'spacious' as const };
    server.saveElsewhere(theirs);
    controller.setLayout('artdeco');
    await vi.advanceTimersByTimeAsync(800);
    const state = controller.getState();
    expect(state.status).toBe('conflict');
    expect(state.draft.density).toBe('spacious');
    expect(state.conflict?.draft.theme.layout).toBe('artdeco');
    expect(server.stored).toBe(theirs);
    await controller.resolveConflict('reapply');
    expect(server.stored.theme.layout).toBe('artdeco');
    expect(controller.getState()).toMatchObject({ status: 'saved', conflict: null });
  });

  it('or keeps the newer theme', async () => {
    const server = fakeServer();
    const { controller } = studio({ save: server.save });
    server.saveElsewhere({ ...DEFAULT_CUSTOMIZATION, density: 'compact' });
    controller.setLayout('modern');
    await vi.advanceTimersByTimeAsync(800);
    await controller.resolveConflict('discard');
    expect(controller.getState()).toMatchObject({ status: 'saved', conflict: null });
    expect(controller.getState().draft.density).toBe('compact');
    expect(server.save).toHaveBeenCalledTimes(1);
  });
});

function fakeSync() {
  let listener: ((message: ThemeSyncMessage) => void) | undefined;
  const published: number[] = [];
  const sync: ThemeSync = {
    publish: () => {
      // This tab's timestamps: 100, 101, ...
      published.push(100 + published.length);
      return published.at(-1) ?? 0;
    },
    subscribe: (next) => {
      listener = next;
      return () => undefined;
    },
    close: () => undefined,
  };
  return { sync, deliver: (message: ThemeSyncMessage) => listener?.(message), published };
}

describe('cross-tab sync (docs/requirements.md A4)', () => {
  const message = (overrides: Partial<ThemeSyncMessage> = {}): ThemeSyncMessage => ({
    type: 'THEME_UPDATED_FROM_DASHBOARD',
    timestamp: 5,
    weddingId: 'w1',
    customization: { ...DEFAULT_CUSTOMIZATION, density: 'compact' },
    version: 7,
    ...overrides,
  });

  it('announces saves; takes over another tab’s theme with a 2000 ms toast', async () => {
    const server = fakeServer();
    const { sync, deliver, published } = fakeSync();
    const { controller, toasts } = studio({ save: server.save, sync });
    controller.setLayout('modern');
    await vi.advanceTimersByTimeAsync(800);
    expect(published).toHaveLength(1);
    deliver(message());
    expect(controller.getState()).toMatchObject({ version: 7, status: 'saved' });
    expect(controller.getState().draft.density).toBe('compact');
    expect(toasts.at(-1)).toEqual({
      tone: 'success',
      key: 'theme.updatedFromOtherTab',
      durationMs: CROSS_TAB_TOAST_MS,
    });
    // Undo returns to this tab's own theme.
    controller.undo();
    expect(controller.getState().draft.theme.layout).toBe('modern');
  });

  it('ignores its own timestamp, public-tab messages, older versions and anything during a save', async () => {
    const { sync, deliver } = fakeSync();
    let finish: (() => void) | undefined;
    const save = vi.fn<SaveTheme>(
      (customization) =>
        new Promise((resolve) => {
          finish = () => resolve({ customization, version: 2 });
        }),
    );
    const { controller, toasts } = studio({ save, sync });
    controller.setLayout('modern');
    await vi.advanceTimersByTimeAsync(800);
    deliver(message());
    expect(controller.getState().version).toBe(1);
    finish?.();
    await vi.advanceTimersByTimeAsync(0);
    deliver(message({ timestamp: 100 }));
    deliver(message({ type: 'THEME_UPDATED' }));
    deliver(message({ version: 1 }));
    expect(controller.getState().version).toBe(2);
    expect(toasts).toEqual([]);
  });

  it('keeps unsaved edits as a conflict instead of dropping them', () => {
    const { sync, deliver } = fakeSync();
    const { controller } = studio({ save: fakeServer().save, sync });
    controller.setLayout('romantic');
    deliver(message());
    expect(controller.getState().status).toBe('conflict');
    expect(controller.getState().conflict?.draft.theme.layout).toBe('romantic');
  });
});

describe('theme timing (monitoring on)', () => {
  it('turns the preview’s paint of an edit into one sample', () => {
    const onSample = vi.fn();
    const { controller, tick } = studio({ save: fakeServer().save, monitoring: { onSample } });
    controller.setLayout('modern');
    const pending = controller.getState().pendingPaint;
    tick(12);
    controller.reportPaint(pending?.id ?? -1);
    controller.reportPaint(pending?.id ?? -1);
    expect(onSample).toHaveBeenCalledTimes(1);
    expect(controller.getState().samples).toMatchObject([{ action: 'layout', durationMs: 12 }]);
  });

  it('keeps no samples when monitoring is off', () => {
    const { controller } = studio({ save: fakeServer().save });
    controller.setLayout('modern');
    controller.reportPaint(controller.getState().pendingPaint?.id ?? -1);
    expect(controller.getState().samples).toEqual([]);
  });
});
