import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const popover = style({
  boxSizing: 'border-box',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  padding: vars.space.element,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });
