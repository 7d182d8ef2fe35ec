import {
  CROSS_TAB_TOAST_MS,
  type Customization,
  type MessageKey,
  type MessageParams,
  shouldApplyThemeBroadcast,
  THEME_SAVE_TIMEOUT_MS,
  type ThemeTimingAction,
} from '@wedding/core';
import {
  DEFAULT_CUSTOMIZATION,
  type Density,
  findMatchingPreset,
  type ThemePreset,
  type ThemeSettings,
} from '@wedding/tokens';
import { saveWithTimeout, ThemeSaveTimeout } from '../logic/save-with-timeout';
import type { ThemeSync, ThemeSyncMessage } from '../logic/theme-sync';
import { keepSample, type ThemeTimingSample } from '../logic/timing-log';

/** What a save answers: the stored customization (normalised by the server) and its new version. */
export interface ThemeSaveResult {
  customization: Customization;
  version: number;
}

/**
 * Saves the couple's customization (theme and density; features are kept as they are). API-agnostic: the host
 * sends it wherever it lives, with `version` for optimistic concurrency, and aborts on `signal` (10 s deadline).
 * A stale version must be reported by throwing `ThemeSaveConflict` with the newer state.
 */
export type SaveTheme = (
  customization: Customization,
  context: { version: number; signal: AbortSignal },
) => Promise<ThemeSaveResult>;

/** Thrown by a SaveTheme when someone else saved first (HTTP 409): carries the newer state. */
export class ThemeSaveConflict extends Error {
  readonly latest: ThemeSaveResult;
  constructor(latest: ThemeSaveResult) {
    super('theme version conflict');
    this.name = 'ThemeSaveConflict';
    this.latest = latest;
  }
}

export const SAVE_STATUSES = ['saved', 'unsaved', 'saving', 'failed', 'conflict'] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];

export interface ThemeConflict {
  /** The newer state someone else saved: what the customizer shows now. */
  latest: ThemeSaveResult;
  /** The couple's own draft, kept to re-apply on top of the newer version. */
  draft: Customization;
}

export interface ThemeStudioState {
  /** What the preview shows and the controls edit. */
  draft: Customization;
  /** The last state the save function confirmed. */
  saved: Customization;
  version: number;
  status: SaveStatus;
  /** The preset the draft matches exactly (the re-match of docs/requirements.md A4), or null. */
  presetId: string | null;
  canUndo: boolean;
  canRedo: boolean;
  conflict: ThemeConflict | null;
  /** Theme timing samples (monitoring only), the last 100. */
  samples: readonly ThemeTimingSample[];
  /** The latest edit the preview has to paint (its id lets the preview report the paint once). */
  pendingPaint: { id: number; action: ThemeTimingAction; startedAt: number } | null;
}

export interface StudioToast {
  tone: 'success' | 'warning' | 'error';
  key: MessageKey;
  params?: MessageParams;
  durationMs?: number;
}

export interface ThemeStudioOptions {
  customization: Customization;
  version: number;
  save: SaveTheme;
  /** Shows a toast (the React layer translates the key in the interface language). */
  notify?: (toast: StudioToast) => void;
  /** The host's message for a failed save it recognises (e.g. a premium preset refused by the server). */
  describeError?: (error: unknown) => { key: MessageKey; params?: MessageParams } | null;
  /** Cross-tab sync of this wedding (docs/requirements.md A4); none: the studio works alone. */
  sync?: ThemeSync | null;
  /**
   * Theme timing samples are kept and reported (the performance tab of docs/requirements.md A2; only when monitoring is
   * on).
   */
  monitoring?: { onSample?: (sample: ThemeTimingSample) => void } | null;
  /** Wait after the last edit before it is saved automatically. */
  autoSaveDelayMs?: number;
  /** Edits of one control within this time form one undo step (a slider drag is one step, not a hundred). */
  coalesceMs?: number;
  presets?: readonly ThemePreset[];
  now?: () => number;
}

type SaveKind = 'auto' | 'preset' | 'reset';

const DEFAULT_AUTO_SAVE_DELAY_MS = 800;
const DEFAULT_COALESCE_MS = 1_000;
const HISTORY_LIMIT = 100;

/** Theme and density decide the look; features and version are not the studio's. */
function designKey(customization: Customization): string {
  const { theme, density } = customization;
  return JSON.stringify([theme.colors, theme.fonts, theme.layout, density]);
}

export const sameDesign = (a: Customization, b: Customization): boolean => designKey(a) === designKey(b);

/**
 * The theme studio's behaviour without React (docs/requirements.md A4 and A9): edits apply at once and save
 * after a pause; a preset applies, saves, syncs from the answer and re-matches; reset saves the defaults; every save
 * has a 10 s deadline and the spec's toasts; a stale version keeps the draft for re-applying (never overwritten
 * silently); saved states are announced to other tabs and theirs are taken over; every edit is undoable.
 */
export class ThemeStudioController {
  private state: ThemeStudioState;
  private readonly listeners = new Set<() => void>();
  private past: Customization[] = [];
  private future: Customization[] = [];
  private lastCoalesce: { key: string; at: number } | null = null;
  private autoSaveTimer: ReturnType<typeof setTimeout> | undefined;
  private saving: Promise<void> | null = null;
  private saveAgain = false;
  private ownTimestamp: number | null = null;
  private editCounter = 0;
  private unsubscribeSync: (() => void) | undefined;
  private readonly options: Required<Pick<ThemeStudioOptions, 'autoSaveDelayMs' | 'coalesceMs' | 'now'>> &
    ThemeStudioOptions;

  constructor(options: ThemeStudioOptions) {
    this.options = {
      autoSaveDelayMs: DEFAULT_AUTO_SAVE_DELAY_MS,
      coalesceMs: DEFAULT_COALESCE_MS,
      now: () => performance.now(),
      ...options,
    };
    const { customization, version } = options;
    this.state = {
      draft: customization,
      saved: customization,
      version,
      status: 'saved',
      presetId: this.matchPreset(customization.theme),
      canUndo: false,
      canRedo: false,
      conflict: null,
      samples: [],
      pendingPaint: null,
    };
    this.unsubscribeSync = options.sync?.subscribe((message) => this.receive(message));
  }

  // --- store -------------------------------------------------------------------------------------------------

  getState = (): ThemeStudioState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<ThemeStudioState>): void {
    this.state = {
      ...this.state,
      ...patch,
      canUndo: this.past.length > 0,
      canRedo: this.future.length > 0,
    };
    for (const listener of this.listeners) listener();
  }

  dispose(): void {
    clearTimeout(this.autoSaveTimer);
    this.unsubscribeSync?.();
    this.listeners.clear();
  }

  // --- edits -------------------------------------------------------------------------------------------------

  /** Applies an edit at once (the preview follows) and saves it after a pause. */
  edit(
    action: ThemeTimingAction,
    update: (draft: Customization) => Customization,
    { coalesceKey }: { coalesceKey?: string } = {},
  ): void {
    const current = this.state.draft;
    const next = update(current);
    if (sameDesign(next, current)) return;
    const now = this.options.now();
    const coalesce =
      coalesceKey !== undefined &&
      this.lastCoalesce?.key === coalesceKey &&
      now - this.lastCoalesce.at < this.options.coalesceMs;
    if (!coalesce) this.pushHistory(current);
    this.lastCoalesce = coalesceKey === undefined ? null : { key: coalesceKey, at: now };
    this.future = [];
    this.show(next, action, 'unsaved');
    this.scheduleAutoSave();
  }

  setColor(mode: 'light' | 'dark', role: keyof ThemeSettings['colors']['light'], value: string): void {
    this.edit(
      'color',
      (draft) => ({
        ...draft,
        theme: {
          ...draft.theme,
          colors: { ...draft.theme.colors, [mode]: { ...draft.theme.colors[mode], [role]: value } },
        },
      }),
      { coalesceKey: `color:${mode}:${role}` },
    );
  }

  setTheme(action: ThemeTimingAction, theme: ThemeSettings): void {
    this.edit(action, (draft) => ({ ...draft, theme }));
  }

  setFont(role: 'heading' | 'body', font: string): void {
    this.edit('font', (draft) => ({
      ...draft,
      theme: { ...draft.theme, fonts: { ...draft.theme.fonts, [role]: font } },
    }));
  }

  setLayout(layout: ThemeSettings['layout']): void {
    this.edit('layout', (draft) => ({ ...draft, theme: { ...draft.theme, layout } }));
  }

  setDensity(density: Density): void {
    this.edit('density', (draft) => ({ ...draft, density }), { coalesceKey: 'density' });
  }

  /** A saved version (or brand) becomes the draft: an ordinary, undoable edit. */
  restoreDesign(design: { theme: ThemeSettings; density: Density }): void {
    this.edit('restore', (draft) => ({ ...draft, theme: design.theme, density: design.density }));
  }

  /** docs/requirements.md A4: a preset applies at once, is saved, synced from the answer and re-matched. */
  async applyPreset(preset: ThemePreset): Promise<void> {
    this.pushHistory(this.state.draft);
    this.future = [];
    this.lastCoalesce = null;
    this.show({ ...this.state.draft, theme: preset.theme }, 'preset', 'unsaved');
    await this.saveNow('preset', preset.name);
  }

  /** docs/requirements.md A4: reset returns to the defaults and saves (button, window event, Ctrl+R). */
  async reset(): Promise<void> {
    const defaults = {
      ...this.state.draft,
      theme: DEFAULT_CUSTOMIZATION.theme,
      density: DEFAULT_CUSTOMIZATION.density,
    };
    if (!sameDesign(defaults, this.state.draft)) {
      this.pushHistory(this.state.draft);
      this.future = [];
    }
    this.lastCoalesce = null;
    this.show(defaults, 'reset', 'unsaved');
    await this.saveNow('reset');
  }

  undo(): void {
    const previous = this.past.pop();
    if (!previous) return;
    this.future.push(this.state.draft);
    this.lastCoalesce = null;
    this.show(previous, 'undo', 'unsaved');
    this.scheduleAutoSave();
  }

  redo(): void {
    const next = this.future.pop();
    if (!next) return;
    this.past.push(this.state.draft);
    this.lastCoalesce = null;
    this.show(next, 'redo', 'unsaved');
    this.scheduleAutoSave();
  }

  /** 409: re-apply the couple's kept draft on top of the newer version, or keep the newer one. */
  async resolveConflict(choice: 'reapply' | 'discard'): Promise<void> {
    const { conflict } = this.state;
    if (!conflict) return;
    if (choice === 'discard') {
      this.set({ conflict: null, status: 'saved' });
      return;
    }
    this.pushHistory(this.state.draft);
    this.future = [];
    this.set({ conflict: null });
    this.show(conflict.draft, 'restore', 'unsaved');
    await this.saveNow('auto');
  }

  /** Saves pending edits now (e.g. before saving a named version); resolves when the draft is stored. */
  async flush(): Promise<void> {
    clearTimeout(this.autoSaveTimer);
    if (this.saving) await this.saving;
    if (this.state.status === 'unsaved' || this.state.status === 'failed') await this.saveNow('auto');
  }

  // --- timing ------------------------------------------------------------------------------------------------

  /**
   * The preview painted the edit `id`: a timing sample when monitoring is on (the performance tab of
   * docs/requirements.md A2).
   */
  reportPaint(id: number, paintedAt: number = this.options.now()): void {
    const pending = this.state.pendingPaint;
    if (!pending || pending.id !== id) return;
    if (!this.options.monitoring) {
      this.set({ pendingPaint: null });
      return;
    }
    const sample: ThemeTimingSample = {
      action: pending.action,
      durationMs: Math.max(0, paintedAt - pending.startedAt),
      at: Date.now(),
    };
    this.set({ pendingPaint: null, samples: keepSample(this.state.samples, sample) });
    this.options.monitoring.onSample?.(sample);
  }

  // --- internals ---------------------------------------------------------------------------------------------

  private matchPreset(theme: ThemeSettings): string | null {
    return findMatchingPreset(theme, this.options.presets)?.id ?? null;
  }

  private pushHistory(entry: Customization): void {
    this.past.push(entry);
    if (this.past.length > HISTORY_LIMIT) this.past.shift();
  }

  private show(draft: Customization, action: ThemeTimingAction, status: SaveStatus): void {
    this.editCounter += 1;
    this.set({
      draft,
      status,
      presetId: this.matchPreset(draft.theme),
      pendingPaint: { id: this.editCounter, action, startedAt: this.options.now() },
    });
  }

  private scheduleAutoSave(): void {
    clearTimeout(this.autoSaveTimer);
    this.autoSaveTimer = setTimeout(() => void this.saveNow('auto'), this.options.autoSaveDelayMs);
  }

  private async saveNow(kind: SaveKind, presetName?: string): Promise<void> {
    clearTimeout(this.autoSaveTimer);
    if (this.state.conflict) return;
    if (this.saving) {
      // One save at a time, in order: the newest draft follows once the running save has answered.
      this.saveAgain = true;
      await this.saving;
      if (kind === 'auto') return;
    }
    this.saveAgain = false;
    this.saving = this.runSave(kind, presetName);
    try {
      await this.saving;
    } finally {
      this.saving = null;
    }
    if (this.saveAgain && !this.state.conflict && !sameDesign(this.state.draft, this.state.saved)) {
      this.saveAgain = false;
      await this.saveNow('auto');
    }
  }

  private async runSave(kind: SaveKind, presetName?: string): Promise<void> {
    const sent = this.state.draft;
    this.set({ status: 'saving' });
    try {
      const result = await saveWithTimeout(
        (signal) => this.options.save(sent, { version: this.state.version, signal }),
        THEME_SAVE_TIMEOUT_MS,
      );
      const unchangedMeanwhile = this.state.draft === sent;
      // docs/requirements.md A4: the draft follows the server's answer (it normalises colours), then the preset is
      // re-matched.
      const draft = unchangedMeanwhile ? result.customization : this.state.draft;
      this.set({
        saved: result.customization,
        version: result.version,
        draft,
        presetId: this.matchPreset(draft.theme),
        status: sameDesign(draft, result.customization) ? 'saved' : 'unsaved',
      });
      this.ownTimestamp =
        this.options.sync?.publish(result.customization, result.version) ?? this.ownTimestamp;
      if (kind === 'preset') {
        this.notify({ tone: 'success', key: 'theme.appliedAndSaved', params: { name: presetName ?? '' } });
      } else if (kind === 'reset') {
        this.notify({ tone: 'success', key: 'theme.resetAndSaved' });
      }
      if (!unchangedMeanwhile) this.saveAgain = true;
    } catch (error) {
      if (error instanceof ThemeSaveConflict) {
        this.keepDraftOnConflict(error.latest, this.state.draft);
        return;
      }
      this.set({ status: 'failed' });
      const described = this.options.describeError?.(error) ?? null;
      if (described) {
        this.notify({ tone: 'error', ...described });
      } else if (error instanceof ThemeSaveTimeout) {
        this.notify({ tone: 'error', key: kind === 'auto' ? 'theme.autoSaveTimeout' : 'theme.saveTimeout' });
      } else {
        this.notify({ tone: 'error', key: kind === 'auto' ? 'theme.autoSaveFailed' : 'theme.saveFailed' });
      }
    }
  }

  /** The newer state is shown; the couple's draft is kept to re-apply (never overwritten silently). */
  private keepDraftOnConflict(latest: ThemeSaveResult, draft: Customization): void {
    clearTimeout(this.autoSaveTimer);
    this.pushHistory(draft);
    this.future = [];
    this.set({
      saved: latest.customization,
      version: latest.version,
      conflict: { latest, draft },
    });
    this.show(latest.customization, 'sync', 'conflict');
  }

  private receive(message: ThemeSyncMessage): void {
    const applies = shouldApplyThemeBroadcast(message, {
      tab: 'dashboard',
      ownTimestamp: this.ownTimestamp,
      saving: this.state.status === 'saving',
    });
    if (!applies || message.version <= this.state.version) return;
    const latest = { customization: message.customization, version: message.version };
    if (this.state.status === 'unsaved' || this.state.status === 'failed') {
      // Unsaved edits here: keep them to re-apply instead of dropping them.
      this.keepDraftOnConflict(latest, this.state.draft);
      return;
    }
    if (!sameDesign(message.customization, this.state.draft)) this.pushHistory(this.state.draft);
    this.set({ saved: message.customization, version: message.version });
    this.show(message.customization, 'sync', 'saved');
    this.notify({ tone: 'success', key: 'theme.updatedFromOtherTab', durationMs: CROSS_TAB_TOAST_MS });
  }

  private notify(toast: StudioToast): void {
    this.options.notify?.(toast);
  }
}
