import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({});

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.element,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  paddingInlineStart: `calc(${vars.space.element} * 2 + 1em)`,
  paddingInlineEnd: '2.5rem',
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: '0.25rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
    [`${root}[data-empty] &`]: { visibility: 'hidden' },
  },
});
