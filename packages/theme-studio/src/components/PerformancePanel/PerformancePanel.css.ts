import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8rem), 1fr))',
  gap: vars.space.element,
  margin: 0,
});

export const figure = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.element,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const value = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.text} ${vars.space.element}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-slow]': { color: vars.color.error, fontWeight: vars.fontWeight.semibold } },
});

export const scroll = style({ overflowX: 'auto', maxHeight: '18rem', overflowY: 'auto' });
