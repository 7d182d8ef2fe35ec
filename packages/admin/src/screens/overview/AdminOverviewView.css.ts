import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.element,
});
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});
export const item = style({ display: 'flex', flexDirection: 'column' });
export const strong = style({ fontWeight: vars.fontWeight.semibold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const link = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
