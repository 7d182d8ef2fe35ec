import { useCallback } from 'react';
import { useControllableBoolean } from './useControllableBoolean';

export interface SidebarStateOptions {
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Whether the mobile drawer is open. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface SidebarState {
  collapsed: boolean;
  toggleCollapsed: () => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Sidebar state: desktop collapse-to-icons and mobile drawer open, each controlled or uncontrolled. */
export function useSidebarState(options: SidebarStateOptions = {}): SidebarState {
  const [collapsed, setCollapsed] = useControllableBoolean(
    options.collapsed,
    options.defaultCollapsed ?? false,
    options.onCollapsedChange,
  );
  const [open, setOpen] = useControllableBoolean(
    options.open,
    options.defaultOpen ?? false,
    options.onOpenChange,
  );
  const toggleCollapsed = useCallback(() => setCollapsed(!collapsed), [collapsed, setCollapsed]);
  return { collapsed, toggleCollapsed, open, setOpen };
}
