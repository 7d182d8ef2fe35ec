import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Where focus lands when the menu opens: the first item (click, Enter, Space, ArrowDown) or the last (ArrowUp). */
type OpenAt = 'first' | 'last';

export interface MenuButton {
  open: boolean;
  menuId: string;
  rootRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Registers item `index` for roving focus. */
  itemRef: (index: number) => (element: HTMLElement | null) => void;
  onTriggerClick: () => void;
  onTriggerKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onMenuKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** After an item was chosen: the menu closes and focus goes back to its button. */
  closeAfterChoice: () => void;
}

/**
 * The WAI-ARIA menu button pattern with plain elements: click, Enter, Space or ArrowDown open the menu on its first
 * item, ArrowUp on its last; arrows, Home and End move between items (wrapping), a letter jumps to the next item
 * starting with it, Escape closes and returns focus to the button, Tab and a click outside close it. No react-aria:
 * the menu renders in place (no portal), so it works inside a focus-trapping panel, and it runs on the public site's
 * Preact runtime, where react-aria's menu collection does not render (the whole UserMenu is 1.7 KB gzip there).
 */
export function useMenuButton(itemLabels: readonly string[]): MenuButton {
  const [open, setOpen] = useState(false);
  const [openAt, setOpenAt] = useState<OpenAt>('first');
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const count = itemLabels.length;

  const focusItem = (index: number) => items.current[(index + count) % count]?.focus();
  const currentIndex = () => items.current.indexOf(document.activeElement as HTMLElement);

  const show = (at: OpenAt) => {
    setOpenAt(at);
    setOpen(true);
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  // Layout effect: the item has focus before the menu is painted, so keys typed right after opening reach it.
  useLayoutEffect(() => {
    if (!open) return;
    items.current[openAt === 'first' ? 0 : count - 1]?.focus();
  }, [open, openAt, count]);

  // A press or focus anywhere else closes the menu. A focus change to nowhere (a browser that does not focus the
  // pressed button) is left to the press, so choosing an item is never cut short.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const outside = (target: EventTarget | null) => target instanceof Node && !root.contains(target);
    const onPointerDown = (event: PointerEvent) => outside(event.target) && close(false);
    const onFocusOut = (event: FocusEvent) => outside(event.relatedTarget) && close(false);
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  const typeahead = (key: string) => {
    const start = currentIndex();
    for (let step = 1; step <= count; step += 1) {
      const index = (start + step) % count;
      if (itemLabels[index]?.toLocaleLowerCase().startsWith(key.toLocaleLowerCase())) {
        focusItem(index);
        return;
      }
    }
  };

  return {
    open,
    menuId,
    rootRef,
    triggerRef,
    itemRef: (index) => (element) => {
      items.current[index] = element;
    },
    onTriggerClick: () => (open ? close(false) : show('first')),
    onTriggerKeyDown: (event) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      show(event.key === 'ArrowDown' ? 'first' : 'last');
    },
    onMenuKeyDown: (event) => {
      const index = currentIndex();
      switch (event.key) {
        case 'ArrowDown':
          focusItem(index + 1);
          break;
        case 'ArrowUp':
          focusItem(index <= 0 ? count - 1 : index - 1);
          break;
        case 'Home':
          focusItem(0);
          break;
        case 'End':
          focusItem(count - 1);
          break;
        case 'Escape':
          // The menu's Escape only: a slide-in panel around it stays open.
          event.stopPropagation();
          close(true);
          break;
        case 'Tab':
          close(false);
          return;
        case ' ':
          // Space chooses an item like Enter: a button does that by itself, a link does not.
          if (!(event.target instanceof HTMLAnchorElement)) return;
          event.target.click();
          break;
        default:
          if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
            typeahead(event.key);
            break;
          }
          return;
      }
      event.preventDefault();
    },
    closeAfterChoice: () => close(true),
  };
}
