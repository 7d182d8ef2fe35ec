import { type Customization, DEFAULT_CUSTOMIZATION, type Density, themeToCssVars } from '@wedding/tokens';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { applyCssVars } from './apply-theme';
import { FontStatusContext } from './FontStatusContext';
import { ThemeModeContext } from './ThemeModeContext';
import * as styles from './ThemeProvider.css';
import { ThemeRootContext } from './ThemeRootContext';
import { type ThemeModePreference, ThemeModeStore } from './theme-mode-store';
import { useFontLoading } from './useFontLoading';

export interface ThemeProviderProps {
  /** A parsed customization (colours per mode, fonts, layout, density); defaults to the default preset. */
  customization?: Customization;
  /** light, dark or system (follows prefers-color-scheme). Changing it repaints without re-rendering children. */
  mode?: ThemeModePreference;
  /** Overrides the customization's density, e.g. for a preview. */
  density?: Density;
  /** Called when a control inside (ThemeToggle) changes the mode, e.g. to persist the choice. */
  onModeChange?: (mode: ThemeModePreference) => void;
  children: ReactNode;
}

/**
 * Scopes a customization's theme to its subtree: the --wed-* custom properties of @wedding/tokens are written
 * onto a wrapping element (the first paint, including server rendering, gets them as inline style).
 */
export function ThemeProvider({
  customization = DEFAULT_CUSTOMIZATION,
  mode = 'system',
  density,
  onModeChange,
  children,
}: ThemeProviderProps) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  // Overlays (dialogs, popovers) portal into the themed element so they inherit its variables.
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const attachRoot = useCallback((element: HTMLDivElement | null) => {
    rootRef.current = element;
    setRootElement(element);
  }, []);
  const getPortalContainer = useCallback(() => rootRef.current, []);
  const written = useRef<Set<string>>(new Set());
  const [store] = useState(() => new ThemeModeStore(mode));
  const appliedDensity = density ?? customization.density;
  const { theme } = customization;

  // Server render and first client paint; later switches are written imperatively below.
  const initialStyle = useMemo(
    () => themeToCssVars(theme, store.getSnapshot().resolved, appliedDensity),
    [theme, appliedDensity, store],
  );

  useEffect(() => store.setPreference(mode), [store, mode]);
  useEffect(() => store.watchSystem(), [store]);

  useLayoutEffect(() => {
    const paint = () => {
      const element = rootRef.current;
      if (!element) return;
      const { resolved } = store.getSnapshot();
      written.current = applyCssVars(
        element,
        themeToCssVars(theme, resolved, appliedDensity),
        written.current,
      );
      element.dataset.themeMode = resolved;
      element.style.colorScheme = resolved;
    };
    paint();
    return store.subscribe(paint);
  }, [store, theme, appliedDensity]);

  useEffect(() => {
    if (!onModeChange) return;
    return store.subscribe(() => onModeChange(store.getSnapshot().preference));
  }, [store, onModeChange]);

  const fontFamilies = useMemo(() => [...new Set([theme.fonts.heading, theme.fonts.body])], [theme.fonts]);
  const fontState = useFontLoading(fontFamilies);
  const resolved = store.getSnapshot().resolved;

  return (
    <ThemeModeContext.Provider value={store}>
      <FontStatusContext.Provider value={fontState}>
        <div
          ref={attachRoot}
          className={styles.root}
          style={{ ...initialStyle, colorScheme: resolved }}
          data-theme-root=""
          data-theme-mode={resolved}
          data-layout={theme.layout}
          data-density={appliedDensity}
          data-font-status={fontState.status}
        >
          <ThemeRootContext.Provider value={rootElement}>
            <UNSAFE_PortalProvider getContainer={getPortalContainer}>{children}</UNSAFE_PortalProvider>
          </ThemeRootContext.Provider>
        </div>
      </FontStatusContext.Provider>
    </ThemeModeContext.Provider>
  );
}
