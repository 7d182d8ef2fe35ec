// UI bench 1: the guest list in the browser. 5,000 generated guests in the virtualised @wedding/ui DataTable
// next to a plain React <table> of every row (the baseline), both filtered with @wedding/core's
// matchesGuestSearch. Times mount, filter (~10 % kept), clearing the filter, a jump to the end and a fast
// scroll, each until the frame showing the result has painted. Prints figures only.
// Run: node bench/ui/data-table.mjs (after `npx -y pnpm@10 exec turbo run build --filter=@wedding/ui...`);
// `--smoke`: 300 guests, one mount and one round per variant.
import { check, SMOKE, sized } from '../lib/smoke.mjs';
import { openBenchPage } from './lib/page-bench.mjs';
import { printTable } from './lib/table.mjs';

const RUNS = sized(9, 1);
const MOUNTS = sized(3, 1);
const GUESTS = sized(5_000, 300);
const VARIANTS = ['virtual', 'plain'];

async function main() {
  const { page, buildMs, chromiumVersion, close } = await openBenchPage('data-table', {
    search: `?guests=${GUESTS}`,
  });
  const call = (name, variant) => page.evaluate(([fn, arg]) => window[fn](arg), [name, variant]);
  try {
    const info = await page.evaluate(() => window.benchInfo);
    const mounts = { virtual: [], plain: [] };
    const rounds = { virtual: [], plain: [] };
    // Mounts alternate (one warm-up each) so machine load hits both alike.
    for (let mount = 0; mount <= MOUNTS; mount += 1) {
      for (const variant of VARIANTS) {
        const mounted = await call('mount', variant);
        await call('unmount');
        if (mount > 0) mounts[variant].push(mounted);
      }
    }
    // Rounds on one mounted list per variant (a remount of the plain table costs seconds), one warm-up each.
    for (const variant of VARIANTS) {
      await call('mount', variant);
      for (let run = 0; run <= RUNS; run += 1) {
        const round = await call('runOnce', variant);
        if (run > 0) rounds[variant].push(round);
      }
      await call('unmount');
    }

    check(info.guests === GUESTS && info.matching > 0, `${info.matching} of ${info.guests} guests match`);
    check(mounts.virtual[0].domRows < GUESTS, `the DataTable rendered ${mounts.virtual[0].domRows} rows`);
    check(mounts.plain[0].domRows === GUESTS, `the plain table rendered ${mounts.plain[0].domRows} rows`);
    check(rounds.virtual[0].scroll.scrolledPx > 0, 'the DataTable did not scroll');

    const pick = (results, read) => ({ ui: results.virtual.map(read), baseline: results.plain.map(read) });
    const share = ((info.matching / info.guests) * 100).toFixed(1);
    console.log(
      `DataTable: ${info.guests.toLocaleString('en')} guests, query "${info.query}" keeps ${info.matching} (${share} %); ` +
        `chromium ${chromiumVersion}, page built in ${(buildMs / 1000).toFixed(1)} s` +
        (SMOKE ? ' (smoke run: figures not comparable)' : ''),
    );
    console.log(
      `median (min-max): mounts ${MOUNTS}, other rows ${RUNS} rounds, each after one warm-up; "painted" = until ` +
        'the task after the frame that shows the result; ratio = plain / DataTable',
    );
    printTable(
      ['measure', 'DataTable (virtualised)', 'plain <table>', 'ratio'],
      [
        {
          label: `mount ${info.guests.toLocaleString('en')} rows, painted`,
          ...pick(mounts, (result) => result.mount),
        },
        { label: `filter "${info.query}", React commit`, ...pick(rounds, (result) => result.filter.commit) },
        { label: `filter "${info.query}", painted`, ...pick(rounds, (result) => result.filter.painted) },
        { label: 'clear filter, React commit', ...pick(rounds, (result) => result.clear.commit) },
        { label: 'clear filter, painted', ...pick(rounds, (result) => result.clear.painted) },
        { label: 'jump to the end, painted', ...pick(rounds, (result) => result.jump) },
        {
          label: `scroll ${info.scrollSteps} frames of ${info.scrollStepPx.toLocaleString('en')} px`,
          ...pick(rounds, (result) => result.scroll.total),
        },
        { label: '  longest frame of that scroll', ...pick(rounds, (result) => result.scroll.longest) },
        {
          label: 'rows in the DOM after mount',
          ui: String(mounts.virtual[0].domRows),
          baseline: String(mounts.plain[0].domRows),
        },
        {
          label: `px scrolled (list ${(info.guests * 48).toLocaleString('en')} px)`,
          ui: rounds.virtual[0].scroll.scrolledPx.toLocaleString('en'),
          baseline: rounds.plain[0].scroll.scrolledPx.toLocaleString('en'),
        },
      ],
    );
  } finally {
    await close();
  }
}

await main();
