import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ position: 'relative', display: 'grid', gap: vars.space.text, minWidth: 0 });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.element,
  minHeight: '2.75rem',
  padding: `0 ${vars.space.element}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  justifySelf: 'start',
  maxWidth: '100%',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
  },
});

export const panel = style({
  display: 'grid',
  gap: vars.space.element,
  width: 'min(100%, 34rem)',
  boxSizing: 'border-box',
  padding: vars.space.element,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-variant="dropdown"]': {
      position: 'absolute',
      top: '100%',
      insetInlineStart: 0,
      zIndex: 10,
      marginTop: '4px',
    },
    '&[data-variant="compact"]': { boxShadow: 'none' },
  },
});

export const search = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'end',
  gap: vars.space.element,
});

export const list = style({
  display: 'grid',
  gap: '2px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '22rem',
  overflowY: 'auto',
  selectors: {
    '&[data-layout="grid"]': {
      gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
      gap: '4px',
    },
  },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.element,
  minHeight: '2.75rem',
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-active]': { background: vars.color.surfaceMuted, borderColor: vars.color.focusRing },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
    '[data-layout="grid"] > &': { gridTemplateColumns: '1fr', justifyItems: 'start' },
  },
});

export const optionText = style({ display: 'grid', gap: '2px', minWidth: 0 });
export const optionDescription = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});
export const palette = style({ display: 'flex', gap: '2px' });
