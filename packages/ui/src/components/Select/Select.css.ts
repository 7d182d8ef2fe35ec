import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.element,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-pressed]': { borderColor: vars.color.primary } },
});

export const value = style({
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  boxSizing: 'border-box',
  padding: '0.25rem',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  overflow: 'auto',
});

export const listBox = style({ outline: 'none', fontFamily: vars.font.body });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.element,
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
