import { createContext, useContext, useSyncExternalStore } from 'react';
import { type ThemeModePreference, type ThemeModeSnapshot, ThemeModeStore } from './theme-mode-store';

export const ThemeModeContext = createContext<ThemeModeStore | null>(null);

const fallbackStore = new ThemeModeStore('light');

export function useThemeModeStore(): ThemeModeStore {
  return useContext(ThemeModeContext) ?? fallbackStore;
}

/** Subscribes to the colour mode; only callers of this hook re-render on a mode switch. */
export function useThemeMode(): ThemeModeSnapshot & {
  setPreference: (preference: ThemeModePreference) => void;
} {
  const store = useThemeModeStore();
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...snapshot, setPreference: store.setPreference };
}
