import { type ReactNode, useCallback, useEffect } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import { applyCssVars } from './apply-theme';
import { ThemeModeContext } from './ThemeModeContext';
import { ThemeRootContext } from './ThemeRootContext';
import { systemDarkRule, type ThemeCssVars } from './ThemeScope';
import { type ThemeModePreference, ThemeModeStore } from './theme-mode-store';

/**
 * What a ThemeScope gives the components under it, for trees rendered apart from it: the parts of a server-rendered
 * page that are hydrated one by one ("islands") read the mode and portal into the themed element through this.
 */
export interface ThemeScopeHandle {
  /** The colour mode ThemeToggle and useThemeMode read and switch. */
  store: ThemeModeStore;
  /** The themed element overlays portal into; null on the server. */
  element: HTMLElement | null;
  /** Starts following the device's colour scheme while the preference is 'system' (after hydration). */
  followSystem?: () => void;
}

/** The contexts of a ThemeScope rendered elsewhere; renders no element of its own. */
export function ThemeScopeContext({ scope, children }: { scope: ThemeScopeHandle; children: ReactNode }) {
  const getContainer = useCallback(() => scope.element, [scope]);
  // As in ThemeScope: 'system' starts light (server HTML and hydration agree), the device's scheme is read after.
  useEffect(() => scope.followSystem?.(), [scope]);
  return (
    <ThemeModeContext.Provider value={scope.store}>
      <ThemeRootContext.Provider value={scope.element}>
        <UNSAFE_PortalProvider getContainer={getContainer}>{children}</UNSAFE_PortalProvider>
      </ThemeRootContext.Provider>
    </ThemeModeContext.Provider>
  );
}

/** The scope a server render of such a tree sees: the page's mode, no element. */
export function serverThemeScope(mode: ThemeModePreference): ThemeScopeHandle {
  return { store: new ThemeModeStore(mode), element: null };
}

export interface AttachThemeScopeOptions {
  /** The variables of both modes the server rendered the scope with. */
  cssVars: ThemeCssVars;
  mode: ThemeModePreference;
  /** Called when a control switches the mode, e.g. to persist the choice. */
  onModeChange?: (mode: ThemeModePreference) => void;
}

/** A ThemeScope taken over by `attachThemeScope`. */
export interface AttachedThemeScope extends ThemeScopeHandle {
  element: HTMLElement;
  /**
   * A new theme for the scope (e.g. the couple saved one while the page is open): repaints the element with these
   * variables now and on every later mode switch, and rewrites the 'system' preference's dark rule.
   */
  setCssVars: (cssVars: ThemeCssVars) => void;
  detach: () => void;
}

/**
 * Takes over a ThemeScope the server rendered (`[data-theme-root]`) without re-rendering it: a mode switch writes
 * the other mode's variables onto the element, as ThemeScope does, and is reported through `onModeChange`.
 */
export function attachThemeScope(
  element: HTMLElement,
  { cssVars, mode, onModeChange }: AttachThemeScopeOptions,
): AttachedThemeScope {
  const store = new ThemeModeStore(mode);
  let current = cssVars;
  let written = new Set(Object.keys(current[store.getSnapshot().resolved]));
  const paint = () => {
    const { resolved, preference } = store.getSnapshot();
    written = applyCssVars(element, current[resolved], written);
    element.dataset.themeMode = resolved;
    element.dataset.themePreference = preference;
    element.style.colorScheme = resolved;
  };
  const stopPainting = store.subscribe(paint);
  // Only the guest's own choice is reported: following the device's scheme ('system') changes no preference.
  let reported = store.getSnapshot().preference;
  const stopReporting = store.subscribe(() => {
    const { preference } = store.getSnapshot();
    if (preference === reported) return;
    reported = preference;
    onModeChange?.(preference);
  });
  let stopFollowing: (() => void) | undefined;
  return {
    store,
    element,
    followSystem: () => {
      stopFollowing ??= store.watchSystem();
    },
    setCssVars: (next) => {
      current = next;
      const scopeId = element.dataset.themeScope;
      // ThemeScope's own <style> child: only rendered for the 'system' preference.
      const rule = [...element.children].find((child) => child instanceof HTMLStyleElement);
      if (rule && scopeId !== undefined) rule.textContent = systemDarkRule(scopeId, next.dark);
      paint();
    },
    detach: () => {
      stopPainting();
      stopReporting();
      stopFollowing?.();
    },
  };
}
