import { useEffect, useRef } from 'react';

export interface ListShortcuts {
  onFilter: () => void;
  onExport: () => void;
  onNew: () => void;
}

/** Whether the platform's shortcut modifier is Command (Apple) rather than Control. */
export function isApplePlatform(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}

/**
 * Shortcuts (docs/requirements.md B2): modifier+F filter, modifier+E export, modifier+N new guest (Command on Apple
 * devices, Control elsewhere). They replace the browser's own (find, new window) only while the guest list is shown and
 * no dialog is open.
 */
export function useListShortcuts(shortcuts: ListShortcuts, enabled: boolean): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      const modifier = apple ? event.metaKey : event.ctrlKey;
      if (!modifier || event.altKey || event.shiftKey) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const action = { f: latest.current.onFilter, e: latest.current.onExport, n: latest.current.onNew }[
        event.key.toLowerCase()
      ];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
