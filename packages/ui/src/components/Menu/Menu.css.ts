import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const popover = style({
  minWidth: '12rem',
  padding: '0.25rem',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const menu = style({ outline: 'none', fontFamily: vars.font.body });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.element,
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-tone="danger"]': { color: vars.color.error, fontWeight: vars.fontWeight.semibold },
  },
});
