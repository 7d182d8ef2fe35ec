export type PageWindowItem = number | 'gap';

/**
 * The page buttons to show: always the first and last page, the current page with `siblings` neighbours on
 * each side, and a 'gap' marker where pages are skipped (a gap never hides a single page).
 */
export function pageWindow(current: number, total: number, siblings = 1): PageWindowItem[] {
  if (total <= 0) return [];
  const pages = new Set<number>([1, total]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageWindowItem[] = [];
  for (const page of sorted) {
    const previous = items.at(-1);
    if (typeof previous === 'number' && page - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) items.push('gap');
    items.push(page);
  }
  return items;
}
