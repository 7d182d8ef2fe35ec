import { STAT_COUNT_UP_MS } from '@wedding/core';
import { useEffect, useState } from 'react';

/** Cubic ease-out: fast start, gentle landing on the final value. */
export function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3;
}

/**
 * State hook: counts from 0 to target over durationMs once `start` is true (docs/requirements.md A4 and B2: 1500 ms
 * ease-out).
 */
export function useCountUp(target: number, start: boolean, durationMs: number = STAT_COUNT_UP_MS): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (!start) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches || durationMs <= 0) {
      setValue(target);
      return;
    }
    let frame = 0;
    const startedAt = performance.now();
    const step = (time: number) => {
      const progress = Math.min(1, (time - startedAt) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, start, durationMs]);
  return value;
}
