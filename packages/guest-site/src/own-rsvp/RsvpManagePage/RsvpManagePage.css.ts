import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const text = style({ margin: 0 });

export const alert = style({
  margin: 0,
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.md,
  background: vars.color.error,
  color: vars.color.onError,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  justifyContent: 'space-between',
});
