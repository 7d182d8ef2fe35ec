import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const current = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  margin: 0,
  minWidth: 0,
});
export const address = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const uses = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});
/** The "link sent" note: stands out from the hints without looking like an error. */
export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.text,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.surfaceMuted,
});
export const sentText = style({ margin: 0, overflowWrap: 'anywhere', lineHeight: vars.lineHeight.relaxed });
export const alert = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});
/** A live region present from the start; while empty it takes no place in the column (and so adds no gap). */
export const statusRegion = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  selectors: { '&:empty': { position: 'absolute' } },
});
