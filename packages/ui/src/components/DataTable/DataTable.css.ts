import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const scroller = style({
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  padding: `${vars.space.text} ${vars.space.element}`,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const row = style({
  height: '3rem',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[data-selected]': { background: vars.color.surfaceMuted } },
});

export const cell = style({
  padding: `0 ${vars.space.element}`,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const narrowCell = style({ width: '3rem' });

export const cards = style({ position: 'relative', margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.text,
});

export const cardInner = style({
  display: 'grid',
  gap: vars.space.text,
  padding: vars.space.element,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  selectors: { '[data-selected] > &': { background: vars.color.surfaceMuted } },
});

export const cardFields = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0.25rem ${vars.space.element}`,
  margin: 0,
});

export const cardTerm = style({ color: vars.color.textMuted });
export const cardValue = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });
export const cardActions = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });
