import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.text,
  width: '100%',
  minWidth: '12rem',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const output = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: '1.75rem',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: '0.375rem',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.surfaceMuted,
      border: `1px solid ${vars.color.border}`,
    },
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const fill = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  height: '0.375rem',
  transform: 'translateY(-50%)',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const thumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `2px solid ${vars.color.primary}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-dragging]': { background: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
