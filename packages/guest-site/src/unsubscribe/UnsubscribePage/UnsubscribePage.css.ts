import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** Addresses are long words: they break anywhere rather than widen the card on a phone. */
export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** The status line and the alert as one block: an empty alert stays in place (to be announced) but takes no room. */
export const messages = style({ display: 'block' });

export const alert = style({
  margin: 0,
  selectors: {
    ':not(:empty) + &:not(:empty)': { marginBlockStart: vars.space.element },
    '&:not(:empty)': {
      padding: `${vars.space.text} ${vars.space.element}`,
      borderRadius: vars.radius.md,
      background: vars.color.error,
      color: vars.color.onError,
      fontWeight: vars.fontWeight.medium,
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  justifyContent: 'space-between',
});
