import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.text,
});
export const search = style({ flex: '1 1 16rem', minWidth: 0 });
export const count = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  padding: vars.space.text,
  border: `1px solid ${vars.color.error}`,
  borderRadius: vars.radius.md,
});
