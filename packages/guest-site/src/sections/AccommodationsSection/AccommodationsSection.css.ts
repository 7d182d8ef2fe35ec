import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const typeLabel = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const stars = style({
  color: vars.color.primary,
  letterSpacing: '0.1em',
  marginInlineEnd: vars.space.text,
});

export const amenities = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
});

export const amenity = style({
  paddingInline: vars.space.text,
  paddingBlock: '0.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const specialRate = style({
  margin: 0,
  padding: vars.space.text,
  borderInlineStart: `${vars.borderWidth} solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
