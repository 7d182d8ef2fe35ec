import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeModeStore } from './theme-mode-store';

function fakeMatchMedia(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return {
    setDark(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('theme modes light, dark and system (prefers-color-scheme; docs/requirements.md A2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('an explicit preference is painted as is', () => {
    fakeMatchMedia(true);
    expect(new ThemeModeStore('light').getSnapshot()).toEqual({ preference: 'light', resolved: 'light' });
    expect(new ThemeModeStore('dark').getSnapshot()).toEqual({ preference: 'dark', resolved: 'dark' });
  });

  it('system starts light (as the server renders) and reads the operating system once watched', () => {
    fakeMatchMedia(true);
    const store = new ThemeModeStore('system');
    expect(store.getSnapshot()).toEqual({ preference: 'system', resolved: 'light' });
    store.watchSystem();
    expect(store.getSnapshot()).toEqual({ preference: 'system', resolved: 'dark' });
  });

  it('system follows the operating system and its later changes', () => {
    const os = fakeMatchMedia(false);
    const store = new ThemeModeStore('system');
    const stop = store.watchSystem();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot().resolved).toBe('light');
    os.setDark(true);
    expect(store.getSnapshot()).toEqual({ preference: 'system', resolved: 'dark' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('an explicit preference ignores operating-system changes', () => {
    const os = fakeMatchMedia(false);
    const store = new ThemeModeStore('light');
    store.watchSystem();
    os.setDark(true);
    expect(store.getSnapshot().resolved).toBe('light');
  });

  it('setting the same preference again does not notify', () => {
    fakeMatchMedia(false);
    const store = new ThemeModeStore('dark');
    const listener = vi.fn();
    store.subscribe(listener);
    store.setPreference('dark');
    expect(listener).not.toHaveBeenCalled();
    store.setPreference('light');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
