import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';

export interface RovingTabs<Value extends string> {
  selected: Value;
  select: (value: Value) => void;
  /** Props of the tab button of `value` (role, ids, selection, roving tabindex, keys). */
  tabProps: (value: Value) => {
    id: string;
    role: 'tab';
    type: 'button';
    'aria-selected': boolean;
    'aria-controls': string;
    tabIndex: 0 | -1;
    'data-selected': '' | undefined;
    onClick: () => void;
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
    ref: (element: HTMLButtonElement | null) => void;
  };
  /** Props of the panel of `value`: labelled by its tab, hidden while another tab is selected. */
  panelProps: (value: Value) => {
    id: string;
    role: 'tabpanel';
    'aria-labelledby': string;
    tabIndex: 0;
    hidden: boolean;
  };
}

/**
 * The WAI-ARIA tabs pattern with automatic activation, small enough for the first view: only the selected tab is
 * in the Tab order, Left/Right move and select (wrapping), Home/End jump to the first/last. Ids come from
 * useId, so the server render and hydration agree.
 */
export function useRovingTabs<Value extends string>(
  values: readonly Value[],
  defaultValue: Value,
): RovingTabs<Value> {
  const baseId = useId();
  const [selected, setSelected] = useState<Value>(defaultValue);
  const tabs = useRef(new Map<Value, HTMLButtonElement>());
  const idOf = (kind: 'tab' | 'panel', value: Value) => `${baseId}-${kind}-${values.indexOf(value)}`;

  const select = useCallback((value: Value) => setSelected(value), []);
  const move = (from: Value, key: string): Value | null => {
    const index = values.indexOf(from);
    const last = values.length - 1;
    if (key === 'ArrowRight') return values[index === last ? 0 : index + 1] ?? null;
    if (key === 'ArrowLeft') return values[index === 0 ? last : index - 1] ?? null;
    if (key === 'Home') return values[0] ?? null;
    if (key === 'End') return values[last] ?? null;
    return null;
  };

  return {
    selected,
    select,
    tabProps: (value) => ({
      id: idOf('tab', value),
      role: 'tab',
      type: 'button',
      'aria-selected': value === selected,
      'aria-controls': idOf('panel', value),
      tabIndex: value === selected ? 0 : -1,
      'data-selected': value === selected ? '' : undefined,
      onClick: () => setSelected(value),
      onKeyDown: (event) => {
        const next = move(value, event.key);
        if (next === null) return;
        event.preventDefault();
        setSelected(next);
        tabs.current.get(next)?.focus();
      },
      ref: (element) => {
        if (element) tabs.current.set(value, element);
        else tabs.current.delete(value);
      },
    }),
    panelProps: (value) => ({
      id: idOf('panel', value),
      role: 'tabpanel',
      'aria-labelledby': idOf('tab', value),
      tabIndex: 0,
      hidden: value !== selected,
    }),
  };
}
