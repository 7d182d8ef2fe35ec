import { GALLERY_GRID_COLUMNS } from '../../constants';

/** Container widths (px) at which the image grid gains a column: 3 from 640, 4 from 900, 5 from 1200. */
export const GALLERY_COLUMN_BREAKPOINTS_PX = [640, 900, 1200] as const;

/** Gallery grid (docs/requirements.md A2 and B9): 2 to 5 columns by available width. */
export function galleryGridColumns(widthPx: number): number {
  const reached = GALLERY_COLUMN_BREAKPOINTS_PX.filter((breakpoint) => widthPx >= breakpoint).length;
  return Math.min(GALLERY_GRID_COLUMNS.max, GALLERY_GRID_COLUMNS.min + reached);
}
