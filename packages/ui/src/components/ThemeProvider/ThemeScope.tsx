import type { ColorMode } from '@wedding/core';
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { applyCssVars } from './apply-theme';
import { FontStatusContext } from './FontStatusContext';
import { ThemeModeContext } from './ThemeModeContext';
import * as styles from './ThemeProvider.css';
import { ThemeRootContext } from './ThemeRootContext';
import { type ThemeModePreference, ThemeModeStore } from './theme-mode-store';
import { useFontLoading } from './useFontLoading';

/** The `--wed-*` custom properties of one theme for each colour mode (what `themeToCssVars` derives). */
export type ThemeCssVars = Readonly<Record<ColorMode, Readonly<Record<string, string>>>>;

export interface ThemeScopeProps {
  /** Already derived variables per mode, e.g. computed on the server so the browser needs no colour maths. */
  cssVars: ThemeCssVars;
  /** light, dark or system (follows prefers-color-scheme). Changing it repaints without re-rendering children. */
  mode?: ThemeModePreference;
  /** Exposed as data-layout / data-density for layout-specific styles. */
  layout?: string;
  density?: string;
  /** Families to watch for the font-load notice (docs/requirements.md A4). */
  fontFamilies?: readonly string[];
  /** Called when a control inside (ThemeToggle) changes the mode, e.g. to persist the choice. */
  onModeChange?: (mode: ThemeModePreference) => void;
  children: ReactNode;
}

function declarations(cssVars: Readonly<Record<string, string>>): string {
  return Object.entries(cssVars)
    .map(([name, value]) => `${name}:${value} !important;`)
    .join('');
}

/**
 * The rule a ThemeScope with the 'system' preference renders in its `<style>` child: the dark variables when the
 * device prefers dark, before any script runs (also rewritten by `attachThemeScope`'s `setCssVars`).
 */
export function systemDarkRule(scopeId: string, dark: Readonly<Record<string, string>>): string {
  const selector = `[data-theme-scope="${scopeId}"][data-theme-preference="system"]`;
  return `@media (prefers-color-scheme: dark){${selector}{${declarations(dark)}color-scheme:dark !important;}}`;
}

/**
 * The theming scope ThemeProvider renders, for callers that bring the variables themselves (the public
 * site derives them on the server: no colour maths in the browser bundle). The first paint, including a
 * server render, carries the variables inline; with the 'system' preference a media-query rule paints the
 * dark ones before any script runs.
 */
export function ThemeScope({
  cssVars,
  mode = 'system',
  layout,
  density,
  fontFamilies = [],
  onModeChange,
  children,
}: ThemeScopeProps) {
  const scopeId = useId();
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
  const initial = store.getSnapshot();

  useEffect(() => store.setPreference(mode), [store, mode]);
  useEffect(() => store.watchSystem(), [store]);

  useLayoutEffect(() => {
    const paint = () => {
      const element = rootRef.current;
      if (!element) return;
      const { resolved, preference } = store.getSnapshot();
      written.current = applyCssVars(element, cssVars[resolved], written.current);
      element.dataset.themeMode = resolved;
      element.dataset.themePreference = preference;
      element.style.colorScheme = resolved;
    };
    paint();
    return store.subscribe(paint);
  }, [store, cssVars]);

  useEffect(() => {
    if (!onModeChange) return;
    return store.subscribe(() => onModeChange(store.getSnapshot().preference));
  }, [store, onModeChange]);

  const fontState = useFontLoading(fontFamilies);

  return (
    <ThemeModeContext.Provider value={store}>
      <FontStatusContext.Provider value={fontState}>
        <div
          ref={attachRoot}
          className={styles.root}
          style={{ ...cssVars[initial.resolved], colorScheme: initial.resolved }}
          data-theme-root=""
          data-theme-scope={scopeId}
          data-theme-mode={initial.resolved}
          data-theme-preference={initial.preference}
          data-layout={layout}
          data-density={density}
          data-font-status={fontState.status}
        >
          {initial.preference === 'system' ? <style>{systemDarkRule(scopeId, cssVars.dark)}</style> : null}
          <ThemeRootContext.Provider value={rootElement}>
            <UNSAFE_PortalProvider getContainer={getPortalContainer}>{children}</UNSAFE_PortalProvider>
          </ThemeRootContext.Provider>
        </div>
      </FontStatusContext.Provider>
    </ThemeModeContext.Provider>
  );
}
