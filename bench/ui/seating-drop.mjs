// UI bench: a drop on the seating screen. The dashboard's SeatingView with 300 attending guests at 30 tables; each
// drop seats a guest and their household at another table, timed as React's render of the commits it caused
// (Profiler) and until the frame showing it has painted. Next to a naive baseline in the same run: the same view
// handed a plan of fresh objects after each drop, so nothing is skipped. Budget: a drop renders in under 16 ms.
// Median (min-max) of RUNS drops after 3 warm-ups per variant, alternating. Then pointer drags across the plan with
// their frame intervals, next to the same time idle (the display's own rate). Prints figures only.
// Run: node bench/ui/seating-drop.mjs (after building @wedding/ui, @wedding/core and @wedding/dashboard);
// `--smoke`: 60 guests, 6 tables, 2 drops per variant.
import { check, SMOKE, sized } from '../lib/smoke.mjs';
import { openBenchPage } from './lib/page-bench.mjs';
import { printTable, summary } from './lib/table.mjs';

const RUNS = sized(30, 2);
const GUESTS = sized(300, 60);
const TABLES = sized(30, 6);
const VARIANTS = ['screen', 'naive'];
const BUDGET_MS = 16;
const DRAGS = sized(5, 1);
const DRAG_STEPS = sized(60, 10);

async function main() {
  const { page, buildMs, chromiumVersion, close } = await openBenchPage('seating-drop', {
    search: `?guests=${GUESTS}&tables=${TABLES}`,
  });
  try {
    const info = await page.evaluate(() => window.benchInfo);
    const render = { screen: [], naive: [] };
    const painted = { screen: [], naive: [] };
    let rows = 0;
    for (let run = -3; run < RUNS; run += 1) {
      for (const variant of VARIANTS) {
        const result = await page.evaluate((name) => window.dropOnce(name), variant);
        rows = result.rows;
        if (run >= 0) {
          render[variant].push(result.renderMs);
          painted[variant].push(result.paintedMs);
        }
      }
    }
    // A pointer drag of a guest from the first table across the plan, frames recorded; the same time idle.
    const dragFrames = [];
    const idleFrames = [];
    const handle = page.locator('[aria-roledescription="draggable"]').first();
    const target = page.locator('li[aria-labelledby^="seating-table-"]').nth(Math.min(5, info.tables - 1));
    for (let drag = 0; drag < DRAGS; drag += 1) {
      const from = await handle.boundingBox();
      const to = await target.boundingBox();
      check(from !== null && to !== null, 'no guest handle or table to drag between');
      const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
      const end = { x: to.x + to.width / 2, y: to.y + 40 };
      await page.evaluate(() => window.recordFrames());
      const began = performance.now();
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      for (let step = 1; step <= DRAG_STEPS; step += 1) {
        const t = step / DRAG_STEPS;
        await page.mouse.move(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t);
      }
      await page.keyboard.press('Escape');
      await page.mouse.up();
      const took = performance.now() - began;
      dragFrames.push(...(await page.evaluate(() => window.stopFrames())));
      await page.evaluate(() => window.recordFrames());
      await new Promise((resolve) => setTimeout(resolve, took));
      idleFrames.push(...(await page.evaluate(() => window.stopFrames())));
    }
    check(dragFrames.length > 0, 'no frame was drawn during the drag');
    check(info.seated > 0, 'nobody was seated');
    check(rows === info.guests, `${rows} guest rows on the page for ${info.guests} guests`);
    check(
      render.screen.every((ms) => ms > 0),
      'a drop caused no render',
    );
    console.log(
      `Seating drop: ${info.guests} guests (${info.seated} seated) at ${info.tables} tables; ` +
        `chromium ${chromiumVersion}, page built in ${(buildMs / 1000).toFixed(1)} s` +
        (SMOKE ? ' (smoke run: figures not comparable)' : ''),
    );
    console.log(`median (min-max) of ${RUNS} drops after 3 warm-ups; ratio = naive / screen`);
    printTable(
      ['measure', 'seating screen', 'naive baseline', 'ratio'],
      [
        { label: 'React render of the drop', ui: render.screen, baseline: render.naive },
        { label: 'drop until painted', ui: painted.screen, baseline: painted.naive },
      ],
    );
    const slow = (intervals) => intervals.filter((interval) => interval > 1000 / 60 + 1).length;
    console.log(
      `pointer drag across the plan (${DRAGS} drags of ${DRAG_STEPS} moves): frame interval median ` +
        `${summary(dragFrames).median.toFixed(1)} ms, ${slow(dragFrames)} of ${dragFrames.length} frames over 17.7 ms; ` +
        `idle for as long (the display's own rate, baseline): median ${summary(idleFrames).median.toFixed(1)} ms, ` +
        `${slow(idleFrames)} of ${idleFrames.length} over 17.7 ms`,
    );
    const median = summary(render.screen).median;
    console.log(
      `budget: a drop re-renders in under ${BUDGET_MS} ms: ${median < BUDGET_MS ? 'PASS' : 'FAIL'} (${median.toFixed(1)} ms)`,
    );
  } finally {
    await close();
  }
}

await main();
