import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const grid = style({
  display: 'grid',
  gap: vars.space.element,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, var(--card-min)), 1fr))',
  selectors: {
    '&[data-view="list"]': { gridTemplateColumns: '1fr' },
  },
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.element,
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.element,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  alignContent: 'start',
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 2px ${vars.color.primary}`,
    },
    '&:hover': { boxShadow: vars.shadow.sm },
    '[data-view="list"] &': { gridTemplateColumns: 'minmax(4.5rem, 6rem) 1fr', alignItems: 'center' },
  },
});

export const palette = style({
  display: 'flex',
  height: '3.5rem',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

export const paletteColor = style({ flex: 1 });

export const body = style({ display: 'grid', gap: '4px', minWidth: 0 });

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  paddingInlineEnd: '1.75rem',
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  alignItems: 'center',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  padding: '2px 8px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const premium = style([
  tag,
  { background: vars.color.accent, color: vars.color.onAccent, borderColor: 'transparent' },
]);

export const star = style({ width: '1rem', height: '1rem', color: vars.color.warning, flex: 'none' });

export const check = style({
  position: 'absolute',
  top: vars.space.element,
  insetInlineEnd: vars.space.element,
  display: 'grid',
  placeItems: 'center',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
