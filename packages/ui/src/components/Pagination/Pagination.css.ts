import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.font.body,
});

export const page = style({
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.text}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    '&[data-hovered]:not([aria-current="page"])': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
  },
});

export const gap = style({ padding: `0 ${vars.space.text}`, color: vars.color.textMuted });
