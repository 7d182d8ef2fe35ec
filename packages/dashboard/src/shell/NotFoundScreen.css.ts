import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.element,
  textAlign: 'center',
});

export const code = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl });
export const text = style({ margin: 0, color: vars.color.textMuted });
