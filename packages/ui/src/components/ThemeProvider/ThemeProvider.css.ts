import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.text} ${vars.space.element}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});
