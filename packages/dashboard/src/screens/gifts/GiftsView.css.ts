import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const counts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  padding: 0,
  listStyle: 'none',
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.text,
  alignItems: 'end',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });

export const amount = style({ fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
