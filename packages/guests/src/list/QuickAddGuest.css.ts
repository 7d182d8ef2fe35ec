import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT_PX } from '@wedding/core';
import { vars } from '@wedding/tokens';

const mobile = `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** Below this the name would be cut after a few letters: the button then moves under the field instead. */
const NAME_MIN_WIDTH = '10rem';

/**
 * The label across the top, the field and its button on one line, then the hint and any message across the full
 * width. The text field's own box is dissolved (display: contents) so its label, input, hint and message are items
 * of this row: the button lines up with the input whether or not a message is shown under it.
 */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  padding: vars.space.element,
  border: `${vars.borderWidth} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // On a phone every pixel of the row goes to the name.
  '@media': { [mobile]: { padding: 0, border: 'none' } },
});

globalStyle(`${root} > div:first-child`, { display: 'contents' });
globalStyle(`${root} label`, { flex: '1 0 100%' });
// A name needs no more than about 32 characters of room; the rest of a wide list stays calm.
globalStyle(`${root} input`, {
  flex: `1 1 ${NAME_MIN_WIDTH}`,
  width: 'auto',
  minWidth: 0,
  maxWidth: '32rem',
});
globalStyle(`${root} > button`, { order: 1, flex: 'none' });
globalStyle(`${root} [slot="description"], ${root} [slot="errorMessage"]`, { order: 2, flex: '1 0 100%' });
