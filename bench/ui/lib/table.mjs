// Prints a bench's result table: one row per measure, the @wedding/ui figure, the baseline and their ratio.
import { median } from '../../lib/stats.mjs';

export const summary = (values) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});

const formatMs = ({ median: middle, min, max }) =>
  `${middle.toFixed(1)} ms (${min.toFixed(1)}-${max.toFixed(1)})`;

/**
 * rows: [{ label, ui: number[] | string, baseline: number[] | string }]; timed rows (number arrays) print
 * median (min-max) and baseline / ui of the medians, other rows print as given.
 */
export function printTable(headers, rows) {
  const cells = rows.map(({ label, ui, baseline }) => {
    if (typeof ui === 'string') return [label, ui, baseline, ''];
    const uiSummary = summary(ui);
    const baselineSummary = summary(baseline);
    const ratio = baselineSummary.median / uiSummary.median;
    return [label, formatMs(uiSummary), formatMs(baselineSummary), `${ratio.toFixed(2)}x`];
  });
  const all = [headers, ...cells];
  const widths = headers.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])));
  console.log(line(headers).join('  '));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row).join('  '));
}
