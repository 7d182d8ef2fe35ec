import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.element,
  flexWrap: 'wrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const preview = style({
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
});

export const textRow = style({
  display: 'flex',
  gap: vars.space.element,
  alignItems: 'end',
  flexWrap: 'wrap',
});

export const sliders = style({
  display: 'grid',
  gap: vars.space.element,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatchButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  border: `2px solid transparent`,
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.text },
  },
});

export const swatchFill = style({
  width: '2rem',
  height: '2rem',
});

export const contrast = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  fontSize: vars.fontSize.sm,
});
