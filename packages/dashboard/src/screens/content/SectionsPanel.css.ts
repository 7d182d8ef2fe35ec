import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** The switches beside the preview on a wide screen, above it on a narrow one. */
export const layout = style({
  display: 'grid',
  gap: vars.space.section,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { '(min-width: 64rem)': { gridTemplateColumns: 'minmax(20rem, 26rem) minmax(0, 1fr)' } },
});

export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  minWidth: 0,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text, minWidth: 0 });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  padding: vars.space.text,
  minHeight: '3rem',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const rowLabel = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0 });

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const moves = style({ display: 'flex', gap: vars.space.text, flex: 'none' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
});

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
