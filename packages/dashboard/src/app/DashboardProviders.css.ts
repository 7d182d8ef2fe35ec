import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** The page canvas in the theme's colours, so the whole viewport follows light and dark. */
export const canvas = style({
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
