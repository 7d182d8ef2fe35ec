import { PAGE_BADGES_VISIBLE } from '../../constants';

export interface PageBadges<Page> {
  visible: Page[];
  /** Pages not shown as a badge; 0 when everything fits. */
  overflow: number;
  /** '+N' for the overflow badge, null when there is none. */
  overflowLabel: string | null;
}

/** docs/requirements.md B4: badges show up to 3 pages, then '+N' for the rest. */
export function pageBadges<Page>(
  pages: readonly Page[],
  maxVisible: number = PAGE_BADGES_VISIBLE,
): PageBadges<Page> {
  const visible = pages.slice(0, Math.max(0, maxVisible));
  const overflow = pages.length - visible.length;
  return { visible, overflow, overflowLabel: overflow > 0 ? `+${overflow}` : null };
}
