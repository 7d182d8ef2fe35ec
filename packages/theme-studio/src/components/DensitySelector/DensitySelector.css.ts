import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const slider = style({
  width: '100%',
  maxWidth: '24rem',
  accentColor: vars.color.primary,
  minHeight: '2.75rem',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const ticks = style({
  display: 'flex',
  justifyContent: 'space-between',
  maxWidth: '24rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
