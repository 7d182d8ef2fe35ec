import type { ColorMode } from '@wedding/core';

export const themeModePreferences = ['light', 'dark', 'system'] as const;
export type ThemeModePreference = (typeof themeModePreferences)[number];

export interface ThemeModeSnapshot {
  preference: ThemeModePreference;
  /** The mode actually painted: the preference, or the operating system's for 'system'. */
  resolved: ColorMode;
}

type Listener = () => void;

const DARK_QUERY = '(prefers-color-scheme: dark)';

function systemMode(): ColorMode {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * Holds the colour-mode preference outside React state so that switching modes repaints through CSS
 * variables only; just the widgets that show the mode (ThemeToggle) subscribe and re-render.
 */
export class ThemeModeStore {
  private snapshot: ThemeModeSnapshot;
  private readonly listeners = new Set<Listener>();
  private media: MediaQueryList | undefined;

  /**
   * 'system' starts as light on the server AND in the browser's first render, so hydration matches; the
   * operating system's mode is read in `watchSystem` (an effect). ThemeScope's stylesheet paints the dark
   * variables for 'system' through a media query before that, so a dark-mode reader sees no light flash.
   */
  constructor(preference: ThemeModePreference) {
    this.snapshot = { preference, resolved: preference === 'system' ? 'light' : preference };
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): ThemeModeSnapshot => this.snapshot;

  setPreference = (preference: ThemeModePreference) => {
    this.update(preference);
  };

  /** Follows the operating system while the preference is 'system'; returns the unsubscribe function. */
  watchSystem(): () => void {
    if (typeof window === 'undefined' || !window.matchMedia) return () => {};
    this.media = window.matchMedia(DARK_QUERY);
    const onChange = () => {
      if (this.snapshot.preference === 'system') this.update('system');
    };
    this.media.addEventListener('change', onChange);
    onChange();
    return () => this.media?.removeEventListener('change', onChange);
  }

  private update(preference: ThemeModePreference) {
    const resolved = preference === 'system' ? systemMode() : preference;
    if (resolved === this.snapshot.resolved && preference === this.snapshot.preference) return;
    this.snapshot = { preference, resolved };
    for (const listener of this.listeners) listener();
  }
}
