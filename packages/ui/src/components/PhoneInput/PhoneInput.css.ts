import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  minWidth: 0,
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Side by side down to 360 px wide screens; wraps only when even that is too narrow. */
export const fields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.text,
});

export const dialCode = style({ flex: '0 1 10rem', minWidth: '8rem' });

export const number = style({ flex: '1 1 9rem', minWidth: 0, display: 'flex', flexDirection: 'column' });

export const legend = style({ padding: 0, marginBottom: vars.space.text });
