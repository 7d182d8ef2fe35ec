import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';
import * as menuStyles from '../Menu/Menu.css';

/** The menu opens below the button, aligned to its end, over whatever follows. */
export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.text,
  padding: `${vars.space.text} ${vars.space.element}`,
  border: `${vars.borderWidth} solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  lineHeight: vars.lineHeight.tight,
});

export const username = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const role = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/**
 * The look of @wedding/ui's other menus (Menu's popover and items). At least as wide as the menu's own box: where
 * that box spans a column (the header's slide-in panel on a phone), the menu spans it too instead of hanging off
 * one side.
 */
export const menu = style([
  menuStyles.popover,
  menuStyles.menu,
  {
    position: 'absolute',
    insetBlockStart: 'calc(100% + 0.25rem)',
    insetInlineEnd: 0,
    zIndex: 50,
    display: 'grid',
    minWidth: 'max(12rem, 100%)',
    maxWidth: 'calc(100vw - 2rem)',
  },
]);

export const item = style([
  menuStyles.item,
  {
    width: '100%',
    margin: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    fontFamily: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    selectors: {
      '&:hover, &:focus': { background: vars.color.surfaceMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);
