import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '60rem',
});
export const languageRow = style({ maxWidth: '24rem' });
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
export const amenities = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.text,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.text,
  fontWeight: vars.fontWeight.semibold,
});
