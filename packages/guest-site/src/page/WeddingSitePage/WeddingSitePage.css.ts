import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const main = style({ flex: 1, outline: 'none' });

/** Off-screen until focused: the first Tab on the page offers a jump past the header. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.element,
  top: vars.space.text,
  zIndex: 50,
  padding: `${vars.space.text} ${vars.space.element}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
