import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const tooltip = style({
  maxWidth: '16rem',
  padding: `${vars.space.text} ${vars.space.element}`,
  background: vars.color.text,
  color: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
});
