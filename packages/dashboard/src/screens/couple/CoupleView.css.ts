import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '60rem',
});
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
