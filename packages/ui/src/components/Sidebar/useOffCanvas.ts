import { type RefObject, useEffect, useRef } from 'react';

/**
 * Behaviour shared by off-canvas panels (sidebar drawer, header menu): Escape closes, and when the panel
 * closes focus goes back to its trigger (focus moving in is done by the panel (FocusScope autoFocus, or useFocusTrap in the header)).
 */
export function useOffCanvas(
  open: boolean,
  setOpen: (open: boolean) => void,
  triggerRef: RefObject<HTMLElement | null>,
): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) triggerRef.current?.focus();
    wasOpen.current = open;
  }, [open, triggerRef]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen]);
}
