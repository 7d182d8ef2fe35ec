import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** The page's own width decides the layout (the sidebar takes part of the window), hence a container. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '80rem',
  containerType: 'inline-size',
});

/** The list beside the print panel when the page is wide; the panel follows the list on phones. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  alignItems: 'start',
  '@container': { '(min-width: 56rem)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const aside = style({
  '@container': { '(min-width: 56rem)': { position: 'sticky', top: vars.space.element } },
});

export const households = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.element,
});

export const search = style({ flex: '1 1 14rem', minWidth: 0 });

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const selectionCount = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  marginInlineEnd: 'auto',
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.element,
});

export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.text });

export const contact = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.text,
  rowGap: '0.25rem',
  fontSize: vars.fontSize.sm,
});

export const contactTerm = style({ color: vars.color.textMuted });

export const contactValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });

export const qrFigure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.element,
});

/**
 * Rendered with the light palette (`data-color-mode="light"` on the element) in dark mode too: a scanner needs the
 * dark-on-light contrast of a printed code.
 */
export const qrImage = style({
  display: 'block',
  width: 'min(16rem, 100%)',
  height: 'auto',
  aspectRatio: '1',
  boxSizing: 'border-box',
  background: vars.color.surface,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const printForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const download = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });
