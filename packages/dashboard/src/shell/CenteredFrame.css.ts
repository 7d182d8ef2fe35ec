import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.element,
  boxSizing: 'border-box',
});

export const column = style({ width: '100%', maxWidth: '28rem' });
export const wideColumn = style({ width: '100%', maxWidth: '44rem' });
