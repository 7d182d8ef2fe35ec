// UI bench 2: a light -> dark switch on a page of 200 @wedding/ui components inside one ThemeProvider
// (variables written onto the provider's element, no re-render of the children), next to a naive provider
// that re-renders the whole tree with new inline style props (the baseline). Times each switch until the
// next frame with a forced style recalculation on a sample (and until that frame has painted) and counts
// React commits with <Profiler>. Prints figures only.
// Run: node bench/ui/theme-switch.mjs (after `npx -y pnpm@10 exec turbo run build --filter=@wedding/ui...`);
// `--smoke`: 2 switches after 1 warm-up per variant.
import { check, SMOKE, sized } from '../lib/smoke.mjs';
import { median } from '../lib/stats.mjs';
import { openBenchPage } from './lib/page-bench.mjs';
import { printTable } from './lib/table.mjs';

const SWITCHES = sized(15, 2);
const WARM_UP = sized(2, 1);
const VARIANTS = ['store', 'prop', 'naive'];

async function measureVariant(page, variant) {
  const mounted = await page.evaluate((name) => window.mount(name), variant);
  const switches = [];
  for (let run = 0; run < WARM_UP + SWITCHES; run += 1) {
    const toDark = await page.evaluate(() => window.switchOnce('dark'));
    await page.evaluate(() => window.switchOnce('light'));
    if (run >= WARM_UP) switches.push(toDark);
  }
  await page.evaluate(() => window.unmount());
  return { mounted, switches };
}

const countRange = (values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${median(values)} (${low}-${high})`;
};

async function main() {
  const { page, buildMs, chromiumVersion, close } = await openBenchPage('theme-switch');
  try {
    const info = await page.evaluate(() => window.benchInfo);
    const results = {};
    for (const variant of VARIANTS) results[variant] = await measureVariant(page, variant);
    for (const variant of VARIANTS) {
      const { mounted, switches } = results[variant];
      check(mounted.lightDiffersFromDark, `${variant}: light and dark sampled the same styles`);
      check(
        switches.every((entry) => entry.stylesMatch),
        `${variant}: a switch did not reach the dark styles`,
      );
    }

    console.log(
      `Theme switch light -> dark: ${info.components} components (Button, TextField, Card, Badge, Switch, Checkbox, ` +
        `Avatar); chromium ${chromiumVersion}, react-dom/profiling, page built in ${(buildMs / 1000).toFixed(1)} s` +
        (SMOKE ? ' (smoke run: figures not comparable)' : ''),
    );
    console.log(
      `median (min-max) of ${SWITCHES} switches after ${WARM_UP} warm-ups; "styled" = rAF after the change + ` +
        `getComputedStyle on ${results.store.mounted.samples} sampled components, "painted" = the task after that ` +
        'frame; ratio = naive / ThemeProvider',
    );
    for (const providerVariant of ['store', 'prop']) {
      const provider = results[providerVariant].switches;
      const naive = results.naive.switches;
      console.log('');
      console.log(
        providerVariant === 'store'
          ? 'ThemeProvider switched through its mode store (useThemeMode().setPreference, as ThemeToggle does)'
          : 'ThemeProvider switched through its `mode` prop (parent state, children passed as a stable element)',
      );
      printTable(
        ['measure', 'ThemeProvider', 'naive provider', 'ratio'],
        [
          {
            label: 'switch, styled',
            ui: provider.map((s) => s.styled),
            baseline: naive.map((s) => s.styled),
          },
          {
            label: 'switch, painted',
            ui: provider.map((s) => s.painted),
            baseline: naive.map((s) => s.painted),
          },
          {
            label: 'React commits per switch',
            ui: countRange(provider.map((s) => s.commits)),
            baseline: countRange(naive.map((s) => s.commits)),
          },
          {
            label: 'component items re-rendered',
            ui: countRange(provider.map((s) => s.itemRenders)),
            baseline: countRange(naive.map((s) => s.itemRenders)),
          },
          {
            label: 'sampled styles = dark reference',
            ui: `${provider.filter((s) => s.stylesMatch).length}/${provider.length}`,
            baseline: `${naive.filter((s) => s.stylesMatch).length}/${naive.length}`,
          },
        ],
      );
    }
  } finally {
    await close();
  }
}

await main();
