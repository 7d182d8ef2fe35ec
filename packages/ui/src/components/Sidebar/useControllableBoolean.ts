import { useCallback, useState } from 'react';

/** A boolean that is controlled when `value` is given, otherwise kept here; changes are always reported. */
export function useControllableBoolean(
  value: boolean | undefined,
  defaultValue: boolean,
  onChange: ((next: boolean) => void) | undefined,
): [boolean, (next: boolean) => void] {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const set = useCallback(
    (next: boolean) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onChange?.(next);
    },
    [current, value, onChange],
  );
  return [current, set];
}
