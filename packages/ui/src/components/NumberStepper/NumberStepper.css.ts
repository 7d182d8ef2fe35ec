import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const group = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  width: 'fit-content',
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.primary },
    '&[data-invalid]': { borderColor: vars.color.error },
  },
});

export const stepInput = style({
  width: '4rem',
  border: 'none',
  textAlign: 'center',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: 'transparent',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  minHeight: '2.5rem',
  border: 'none',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
