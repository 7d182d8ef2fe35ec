import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.text,
  margin: 0,
  padding: vars.space.element,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const errorIcon = style({ color: vars.color.error, flexShrink: 0, marginTop: '0.1em' });
