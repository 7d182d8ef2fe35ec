// Smoke mode of every bench (`--smoke` or BENCH_SMOKE=1): the same code path with tiny sizes, so `npm test`
// (bench/smoke.mjs) notices a rule or API change that breaks a bench. Its figures mean nothing.
export const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';

/** The full run's size, or the smoke run's. */
export const sized = (full, smoke) => (SMOKE ? smoke : full);

/** A bench whose own results are wrong (rows missing, requests refused) fails, in both modes; never a timing. */
export function check(condition, message) {
  if (!condition) throw new Error(`bench check failed: ${message}`);
}
