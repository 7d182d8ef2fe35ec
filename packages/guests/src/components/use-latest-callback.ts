import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of stable identity that always calls the latest `callback`: the screen passes new arrow functions
 * on every render, and memoised rows and columns would otherwise be rebuilt for each keystroke. Not for use while
 * rendering (the latest callback is taken over in the commit).
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
