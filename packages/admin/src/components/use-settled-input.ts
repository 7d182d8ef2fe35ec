import { useDebouncedValue } from '@wedding/dashboard';
import { useEffect, useState } from 'react';

/** Typing in a list's search or filter waits this long before the list asks again. */
export const SETTLE_MS = 400;

/**
 * A text input that reports what was typed once typing settles (a list asks the server once per pause, not per
 * key). Returns the field's live value and setter.
 */
export function useSettledInput(value: string, onSettle: (value: string) => void) {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed, SETTLE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: report only settled typing, not a new callback.
  useEffect(() => {
    if (settled !== value) onSettle(settled);
  }, [settled]);
  return [typed, setTyped] as const;
}
