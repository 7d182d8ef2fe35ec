import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.text,
  marginTop: vars.space.element,
});
export const field = style({ alignSelf: 'stretch' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });
