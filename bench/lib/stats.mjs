/** Nearest-rank percentile of a list of numbers (milliseconds). */
export function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values) => percentile(values, 0.5);

export const ms = (value) => `${value.toFixed(1)} ms`;

/** Runs `task(index)` for 0..total-1 with at most `concurrency` in flight; returns each call's latency. */
export async function runConcurrently(total, concurrency, task) {
  const latencies = new Array(total);
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const index = next;
      next += 1;
      const begin = performance.now();
      await task(index);
      latencies[index] = performance.now() - begin;
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return { latencies, wallMs: performance.now() - started };
}
