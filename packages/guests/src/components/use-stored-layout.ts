import { useState } from 'react';

const KEY = 'wedding.guests.layout';

/** The table or card view, remembered on the device. */
export function useStoredLayout<T extends string>(
  allowed: readonly T[],
  fallback: T,
): [T, (layout: T) => void] {
  const [layout, setLayout] = useState<T>(() => {
    try {
      const stored = localStorage.getItem(KEY);
      return allowed.find((value) => value === stored) ?? fallback;
    } catch {
      return fallback;
    }
  });
  return [
    layout,
    (next) => {
      setLayout(next);
      try {
        localStorage.setItem(KEY, next);
      } catch {
        // Private mode without storage: the choice lasts for this visit.
      }
    },
  ];
}
