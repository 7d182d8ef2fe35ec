import { PERFORMANCE_SAMPLES_KEPT, SLOW_APPLICATION_WARNING_MS, type ThemeTimingAction } from '@wedding/core';

export interface ThemeTimingSample {
  action: ThemeTimingAction;
  /** From the edit to the preview's next painted frame. */
  durationMs: number;
  at: number;
}

export interface ThemeTimingSummary {
  count: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Samples above the 500 ms slow-application threshold (docs/requirements.md A7). */
  slowCount: number;
}

/** The last 100 samples (docs/requirements.md A7: performance samples kept 100), oldest first. */
export function keepSample(
  samples: readonly ThemeTimingSample[],
  sample: ThemeTimingSample,
): ThemeTimingSample[] {
  const next = [...samples, sample];
  return next.length > PERFORMANCE_SAMPLES_KEPT ? next.slice(next.length - PERFORMANCE_SAMPLES_KEPT) : next;
}

export const isSlowSample = (sample: ThemeTimingSample): boolean =>
  sample.durationMs > SLOW_APPLICATION_WARNING_MS;

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export function summarizeSamples(samples: readonly ThemeTimingSample[]): ThemeTimingSummary {
  const sorted = samples.map((sample) => sample.durationMs).sort((a, b) => a - b);
  return {
    count: sorted.length,
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1) ?? 0,
    slowCount: samples.filter(isSlowSample).length,
  };
}
