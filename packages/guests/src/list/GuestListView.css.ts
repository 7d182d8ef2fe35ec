import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT_PX } from '@wedding/core';
import { vars } from '@wedding/tokens';

const mobile = `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

// Its own stacking context: the sticky search header and table head never paint over a dialog.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  minWidth: 0,
  isolation: 'isolate',
});

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * Desktop: one toolbar row (search and filter, then view and actions). Under 640 px the toolbar box dissolves
 * (display: contents) so its search header can stick to the top of the whole list: the mobile search header.
 */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.text,
  '@media': { [mobile]: { display: 'contents' } },
});
export const searchHeader = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.text,
  flex: '1 1 24rem',
  minWidth: 0,
  '@media': {
    [mobile]: {
      // The toolbar box is gone here: the header is a flex item of the list's column and must not grow in it.
      flex: 'none',
      position: 'sticky',
      top: 0,
      zIndex: 2,
      paddingBlock: vars.space.text,
      background: vars.color.background,
      borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
    },
  },
});
export const searchBox = style({ flex: '1 1 auto', minWidth: 0, position: 'relative' });
export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.text,
});
/** Under 640 px the list always shows cards (DataTable), so the choice is left out there. */
export const viewChoice = style({ '@media': { [mobile]: { display: 'none' } } });

export const suggestions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  marginTop: '0.25rem',
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  selectors: { '&[data-panel="open"]': { gridTemplateColumns: 'minmax(14rem, 18rem) minmax(0, 1fr)' } },
  '@media': {
    [mobile]: { selectors: { '&[data-panel="open"]': { gridTemplateColumns: 'minmax(0, 1fr)' } } },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.card,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  alignSelf: 'start',
});
export const panelHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.text,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  paddingInline: '0.625rem 0.25rem',
  minHeight: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const listColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  minWidth: 0,
});

export const nameCell = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });
export const partyLine = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const companionName = style({
  paddingInlineStart: '1rem',
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.text,
});
export const pageSize = style({ width: '10rem' });
/** The member's role limits the list: told once, plainly, with the edge in the accent of a notice. */
export const limitNotice = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  lineHeight: vars.lineHeight.relaxed,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.text,
  padding: vars.space.card,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.error}`,
  color: vars.color.text,
});
export const errorTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const status = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// The shared DataTable lays columns out evenly (fixed layout); names, phones and answers get the room they need and
// a narrow window scrolls the table sideways instead of cutting every name.
const tableOf = `${listColumn} [data-layout="table"] table`;
const COLUMN_WIDTHS = ['15rem', '10rem', '8rem', '7rem', '11rem', '9rem', '9rem', '6rem'];
globalStyle(tableOf, { width: 'max(100%, 83rem)' });
COLUMN_WIDTHS.forEach((width, index) => {
  globalStyle(`${tableOf} th:nth-child(${index + 1})`, { width });
});
