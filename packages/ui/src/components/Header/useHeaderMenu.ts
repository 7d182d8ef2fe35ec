import { type RefObject, useRef } from 'react';
import { useControllableBoolean } from '../Sidebar/useControllableBoolean';
import { useOffCanvas } from '../Sidebar/useOffCanvas';
import { useScrollLock } from './useScrollLock';

export interface HeaderMenuOptions {
  menuOpen?: boolean;
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}

export interface HeaderMenu {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** Mobile menu state and behaviour: Escape closes, focus returns to the menu button, page scroll locked while open. */
export function useHeaderMenu(enabled: boolean, options: HeaderMenuOptions): HeaderMenu {
  const [menuOpen, setOpen] = useControllableBoolean(
    options.menuOpen,
    options.defaultMenuOpen ?? false,
    options.onMenuOpenChange,
  );
  const open = enabled && menuOpen;
  const triggerRef = useRef<HTMLButtonElement>(null);
  useOffCanvas(open, setOpen, triggerRef);
  useScrollLock(open);
  return { open, setOpen, triggerRef };
}
