// UI bench: "Suggest a plan" in the browser. @wedding/core's suggestSeating (plus the warnings of its result, which
// the screen shows next) for 300 attending guests at 30 tables of ten, a sixth already seated by hand and 20
// "not with" pairs, next to a naive baseline measured in the same run (each table's seats, sides and pairs
// recounted from the whole plan for every household). Median (min-max) of RUNS runs after 3 warm-ups each,
// alternating. The screen's budget is 200 ms. Prints figures only.
// Run: node bench/ui/seating-suggest.mjs (after building @wedding/core); `--smoke`: 60 guests, 6 tables, 2 runs.
import { check, SMOKE, sized } from '../lib/smoke.mjs';
import { openBenchPage } from './lib/page-bench.mjs';
import { printTable, summary } from './lib/table.mjs';

const RUNS = sized(30, 2);
const GUESTS = sized(300, 60);
const TABLES = sized(30, 6);
const VARIANTS = ['core', 'naive'];
const BUDGET_MS = 200;

async function main() {
  const { page, buildMs, chromiumVersion, close } = await openBenchPage('seating-suggest', {
    search: `?guests=${GUESTS}&tables=${TABLES}`,
  });
  try {
    const info = await page.evaluate(() => window.benchInfo);
    const samples = { core: [], naive: [] };
    const results = {};
    for (let run = -3; run < RUNS; run += 1) {
      for (const variant of VARIANTS) {
        const result = await page.evaluate((name) => window.runOnce(name), variant);
        results[variant] = result;
        if (run >= 0) samples[variant].push(result.elapsed);
      }
    }
    for (const variant of VARIANTS) {
      const result = results[variant];
      check(result.seatedAfter > result.seatedBefore, `${variant} seated nobody`);
      check(result.overCapacity === 0, `${variant} put ${result.overCapacity} tables over their seats`);
      check(result.movedByHand === 0, `${variant} moved ${result.movedByHand} guests already seated`);
    }
    console.log(
      `Suggest a plan: ${info.guests} guests, ${info.tables} tables of 10, ${info.notes} "not with" pairs; ` +
        `chromium ${chromiumVersion}, page built in ${(buildMs / 1000).toFixed(1)} s` +
        (SMOKE ? ' (smoke run: figures not comparable)' : ''),
    );
    console.log(`median (min-max) of ${RUNS} runs after 3 warm-ups; ratio = naive / core`);
    printTable(
      ['measure', '@wedding/core', 'naive baseline', 'ratio'],
      [
        { label: 'suggest + warnings', ui: samples.core, baseline: samples.naive },
        {
          label: 'guests seated (of all)',
          ui: `${results.core.seatedAfter} of ${info.guests}`,
          baseline: `${results.naive.seatedAfter} of ${info.guests}`,
        },
        {
          label: 'warnings after',
          ui: String(results.core.warnings),
          baseline: String(results.naive.warnings),
        },
      ],
    );
    const median = summary(samples.core).median;
    console.log(
      `budget: suggestion under ${BUDGET_MS} ms in the browser: ${median < BUDGET_MS ? 'PASS' : 'FAIL'} (${median.toFixed(1)} ms)`,
    );
  } finally {
    await close();
  }
}

await main();
