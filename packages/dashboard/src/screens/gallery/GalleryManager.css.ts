import { style } from '@vanilla-extract/css';
import { GALLERY_COLUMN_BREAKPOINTS_PX, GALLERY_GRID_COLUMNS, galleryGridColumns } from '@wedding/core';
import { vars } from '@wedding/tokens';

// One column that may shrink below its content's width: the tab lists scroll instead of widening the page.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
});

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
  paddingTop: vars.space.element,
});

export const drop = style({
  display: 'grid',
  gap: vars.space.text,
  justifyItems: 'start',
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&[data-dragging]': { borderColor: vars.color.primary, background: vars.color.surfaceMuted },
    '&[data-disabled]': { borderStyle: 'solid' },
  },
});

export const dropTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error });

/** The picker's input: hidden from sight, reachable by its label button and by tests' setInputFiles. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const uploads = style({
  display: 'grid',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: '100%',
});
export const upload = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.element,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.element,
});

/** 2 to 5 columns by the width available: core's breakpoints, so the CSS and `galleryGridColumns` agree. */
export const gridFrame = style({ containerType: 'inline-size', minWidth: 0 });

const columns = (count: number) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` });

export const grid = style({
  display: 'grid',
  gap: vars.space.element,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  ...columns(GALLERY_GRID_COLUMNS.min),
  '@container': Object.fromEntries(
    GALLERY_COLUMN_BREAKPOINTS_PX.map((widthPx) => [
      `(min-width: ${widthPx}px)`,
      columns(galleryGridColumns(widthPx)),
    ]),
  ),
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.text,
  minWidth: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  // The width/height attributes reserve the room; CSS crops every thumbnail to one shape.
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const caption = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: '4px', margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });
/** The caption with its selection on the left, the card's action menu at the right. */
export const cardHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.text,
  minWidth: 0,
});
export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const backgrounds = style({
  display: 'grid',
  gap: vars.space.card,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
});

export const choices = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.text,
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.5rem, 1fr))',
});

export const choice = style({
  position: 'relative',
  display: 'grid',
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const choiceInput = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  margin: 0,
  cursor: 'inherit',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const row = style({
  display: 'grid',
  gap: vars.space.element,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  alignItems: 'end',
});

export const percent = style({
  boxSizing: 'border-box',
  width: '6rem',
  minHeight: '2.5rem',
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const field = style({
  display: 'grid',
  gap: '4px',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const previewFrame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const previewPage = style({
  position: 'absolute',
  top: 0,
  left: 0,
  transformOrigin: '0 0',
  overflow: 'hidden',
});

export const figure = style({ display: 'grid', gap: vars.space.text, margin: 0, minWidth: 0 });
