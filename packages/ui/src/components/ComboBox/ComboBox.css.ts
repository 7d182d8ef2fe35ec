import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';
import { input as fieldInput } from '../../styles/shared.css';

export const root = style({ minWidth: 0 });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([
  fieldInput,
  {
    paddingInlineEnd: '2.5rem',
    textOverflow: 'ellipsis',
  },
]);

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: '0.25rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const popover = style({
  width: 'var(--trigger-width)',
  minWidth: '12rem',
  maxHeight: '18rem',
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

export const section = style({ selectors: { '& + &': { marginTop: vars.space.text } } });

export const sectionHeader = style({
  padding: `${vars.space.text} ${vars.space.element}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

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

export const empty = style({
  padding: `${vars.space.text} ${vars.space.element}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
