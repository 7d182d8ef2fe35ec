import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.text,
  minWidth: '6rem',
});

export const display = style({
  minHeight: '2rem',
  minWidth: '4rem',
  padding: `0 ${vars.space.text}`,
  border: '1px dashed transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'text',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const placeholder = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const editor = style({ minHeight: '2rem', width: '8rem', padding: `0 ${vars.space.text}` });

export const status = style({
  fontSize: vars.fontSize.xs,
  selectors: {
    '&[data-status="saved"]': { color: vars.color.text },
    '&[data-status="error"]': { color: vars.color.error, fontWeight: vars.fontWeight.semibold },
  },
});
