import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  paddingInlineStart: vars.space.element,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const row = style({ display: 'flex', gap: vars.space.text, alignItems: 'center' });

export const meta = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.element });
