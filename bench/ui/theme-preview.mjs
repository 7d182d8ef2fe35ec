// UI bench 3: a colour slider move in the theme studio until the live preview of 200 @wedding/ui components has
// repainted. The studio (ThemeStudioController + PreviewPanel) writes CSS variables onto the preview's element and
// re-renders none of the 200 components; the baseline keeps the draft in React state and re-renders the preview tree
// with new inline style props. Both use the same ColorPicker and the same key press (ArrowRight on the lightness
// slider, sent by the browser); the clock starts at that keydown. Prints figures only.
// Run: node bench/ui/theme-preview.mjs (after `npx -y pnpm@10 exec turbo run build --filter=@wedding/theme-studio...`);
// `--smoke`: 2 moves after 1 warm-up per variant.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, SMOKE, sized } from '../lib/smoke.mjs';
import { median } from '../lib/stats.mjs';
import { openBenchPage } from './lib/page-bench.mjs';
import { printTable } from './lib/table.mjs';

const MOVES = sized(20, 2);
const WARM_UP = sized(3, 1);
const VARIANTS = ['studio', 'rerender'];
const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function assertStudioBuilt() {
  for (const file of ['packages/theme-studio/dist/index.js', 'packages/theme-studio/dist/index.css']) {
    try {
      await access(path.join(repoRoot, file));
    } catch {
      throw new Error(
        `${file} is missing: run \`npx -y pnpm@10 exec turbo run build --filter=@wedding/theme-studio...\``,
      );
    }
  }
}

async function measureVariant(page, variant) {
  const mounted = await page.evaluate((name) => window.mount(name), variant);
  check(mounted.sliderFocused, `${variant}: the lightness slider did not take the focus`);
  const moves = [];
  for (let run = 0; run < WARM_UP + MOVES; run += 1) {
    await page.evaluate(() => window.arm());
    // Alternate directions so the colour stays in range; both are one slider step.
    await page.keyboard.press(run % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    const result = await page.evaluate(() => window.result());
    if (run >= WARM_UP) moves.push(result);
  }
  await page.evaluate(() => window.unmount());
  return { mounted, moves };
}

const countRange = (values) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${median(values)} (${low}-${high})`;
};

async function main() {
  await assertStudioBuilt();
  const { page, buildMs, chromiumVersion, close } = await openBenchPage('theme-preview');
  try {
    const info = await page.evaluate(() => window.benchInfo);
    const results = {};
    for (const variant of VARIANTS) results[variant] = await measureVariant(page, variant);
    for (const variant of VARIANTS) {
      check(
        results[variant].moves.every((move) => move.changed),
        `${variant}: a slider move did not change the preview's styles`,
      );
    }
    const studio = results.studio.moves;
    const rerender = results.rerender.moves;
    check(
      studio.every((move) => move.itemRenders === 0),
      'studio: the preview re-rendered components for a theme edit',
    );

    console.log(
      `Colour slider move -> live preview repaint: ${info.components} components (Button, TextField, Card, Badge, ` +
        `Switch, Checkbox, Avatar); chromium ${chromiumVersion}, react-dom/profiling, page built in ` +
        `${(buildMs / 1000).toFixed(1)} s${SMOKE ? ' (smoke run: figures not comparable)' : ''}`,
    );
    console.log(
      `median (min-max) of ${MOVES} moves after ${WARM_UP} warm-ups; the clock starts at the slider's keydown; ` +
        `"styled" = first frame whose computed styles (${results.studio.mounted.samples} sampled components) changed, ` +
        '"painted" = the task after that frame; ratio = re-rendering baseline / theme studio',
    );
    printTable(
      ['measure', 'theme studio', 're-rendering baseline', 'ratio'],
      [
        {
          label: 'slider move, styled',
          ui: studio.map((move) => move.styled),
          baseline: rerender.map((move) => move.styled),
        },
        {
          label: 'slider move, painted',
          ui: studio.map((move) => move.painted),
          baseline: rerender.map((move) => move.painted),
        },
        {
          label: 'React commits per move',
          ui: countRange(studio.map((move) => move.commits)),
          baseline: countRange(rerender.map((move) => move.commits)),
        },
        {
          label: 'preview components re-rendered',
          ui: countRange(studio.map((move) => move.itemRenders)),
          baseline: countRange(rerender.map((move) => move.itemRenders)),
        },
      ],
    );
  } finally {
    await close();
  }
}

await main();
