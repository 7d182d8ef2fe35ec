import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const kicker = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const body = style({ margin: 0, lineHeight: vars.lineHeight.relaxed, whiteSpace: 'pre-line' });
