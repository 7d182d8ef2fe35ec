import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const screen = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100dvh',
  boxSizing: 'border-box',
  padding: vars.space.element,
  background: vars.color.background,
  color: vars.color.text,
});

export const panel = style({ width: '100%', maxWidth: '36rem' });
