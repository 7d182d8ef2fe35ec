import { useToast } from '@wedding/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStudioText } from '../i18n/use-studio-text';
import { createThemeSync } from '../logic/theme-sync';
import type { ThemeTimingSample } from '../logic/timing-log';
import {
  type StudioToast,
  ThemeStudioController,
  type ThemeStudioOptions,
  type ThemeStudioState,
} from './theme-studio-controller';

/**
 * The window event that resets the theme to its defaults (docs/requirements.md A4: "also triggered by a window event").
 */
export const THEME_RESET_EVENT = 'wedding:theme-reset';

export interface UseThemeStudioOptions extends Omit<ThemeStudioOptions, 'notify' | 'sync' | 'monitoring'> {
  /** Scopes cross-tab sync (docs/requirements.md A4) to one wedding; without it the studio does not sync. */
  syncScope?: string;
  /** Theme timing monitoring (docs/requirements.md A2: the performance tab shows only when it is on). */
  monitoring?: boolean;
  onTimingSample?: (sample: ThemeTimingSample) => void;
  /** Ctrl+Z / Ctrl+Shift+Z (undo, redo) and Ctrl+R (reset) while the studio is shown; default on. */
  shortcuts?: boolean;
}

/** Text fields keep their own Ctrl+Z (undo typing); the studio's undo applies everywhere else. */
function isTextEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement && !['range', 'checkbox', 'radio', 'button'].includes(target.type)
  );
}

/**
 * The theme studio for React: one controller for the component's lifetime (the host keys the component by wedding),
 * its toasts shown in the interface language, cross-tab sync, the reset event and the keyboard shortcuts.
 */
export function useThemeStudio({
  syncScope,
  monitoring = false,
  onTimingSample,
  shortcuts = true,
  ...options
}: UseThemeStudioOptions): ThemeStudioController {
  const toast = useToast();
  const { message } = useStudioText();
  const notifyRef = useRef<(toast: StudioToast) => void>(() => undefined);
  notifyRef.current = ({ tone, key, params, durationMs }) =>
    toast[tone](message(key, params), durationMs === undefined ? undefined : { durationMs });
  const sampleRef = useRef(onTimingSample);
  sampleRef.current = onTimingSample;

  const [controller] = useState(
    () =>
      new ThemeStudioController({
        ...options,
        notify: (entry) => notifyRef.current(entry),
        sync: syncScope ? createThemeSync(syncScope) : null,
        monitoring: monitoring ? { onSample: (sample) => sampleRef.current?.(sample) } : null,
      }),
  );
  useEffect(() => () => controller.dispose(), [controller]);

  useEffect(() => {
    const onReset = () => void controller.reset();
    window.addEventListener(THEME_RESET_EVENT, onReset);
    if (!shortcuts) return () => window.removeEventListener(THEME_RESET_EVENT, onReset);
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'r' && !event.shiftKey) {
        // docs/requirements.md A4: Ctrl+R resets the theme (instead of reloading the page) while the studio is shown.
        event.preventDefault();
        void controller.reset();
      } else if ((key === 'z' || key === 'y') && !isTextEditing(event.target)) {
        event.preventDefault();
        if (key === 'y' || event.shiftKey) controller.redo();
        else controller.undo();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener(THEME_RESET_EVENT, onReset);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [controller, shortcuts]);

  return controller;
}

/** A part of the studio's state; the component re-renders only when that part changes. */
export function useStudioState<Selected>(
  controller: ThemeStudioController,
  select: (state: ThemeStudioState) => Selected,
): Selected {
  return useSyncExternalStore(
    controller.subscribe,
    () => select(controller.getState()),
    () => select(controller.getState()),
  );
}
