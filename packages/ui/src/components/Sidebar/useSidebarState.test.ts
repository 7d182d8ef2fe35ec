import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSidebarState } from './useSidebarState';

describe('sidebar (docs/requirements.md A2): collapses to icons; the mobile drawer opens and closes', () => {
  it('starts expanded and closed, toggles collapse and reports each change', () => {
    const onCollapsedChange = vi.fn();
    const { result } = renderHook(() => useSidebarState({ onCollapsedChange }));
    expect(result.current.collapsed).toBe(false);
    expect(result.current.open).toBe(false);
    act(() => result.current.toggleCollapsed());
    expect(result.current.collapsed).toBe(true);
    act(() => result.current.toggleCollapsed());
    expect(onCollapsedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does not report opening an open drawer again (a touch fires pointer and touch swipes)', () => {
    const onOpenChange = vi.fn();
    const { result } = renderHook(() => useSidebarState({ defaultOpen: false, onOpenChange }));
    act(() => result.current.setOpen(true));
    act(() => result.current.setOpen(true));
    expect(result.current.open).toBe(true);
    expect(onOpenChange).toHaveBeenCalledTimes(1);
  });

  it('keeps a controlled value until the owner changes it', () => {
    const onOpenChange = vi.fn();
    const { result, rerender } = renderHook(({ open }) => useSidebarState({ open, onOpenChange }), {
      initialProps: { open: false },
    });
    act(() => result.current.setOpen(true));
    expect(result.current.open).toBe(false);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    rerender({ open: true });
    expect(result.current.open).toBe(true);
  });
});
