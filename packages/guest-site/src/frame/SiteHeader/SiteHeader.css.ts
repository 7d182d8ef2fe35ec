import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** Stays at the top while the guest scrolls, so the section tabs are always one tap away. */
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
});

export const account = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  selectors: {
    // In the phone's slide-in menu the language and logout controls take the panel's full width.
    '[role="dialog"] &': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const logoutError = style({
  margin: 0,
  padding: `${vars.space.text} ${vars.space.element}`,
  background: vars.color.error,
  color: vars.color.onError,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
