import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.section, minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontFamily: vars.font.heading });
export const stats = style({
  margin: 0,
  marginTop: vars.space.text,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.text,
});
export const stat = style({
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
});
export const statLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  display: 'flex',
  flexDirection: 'column',
});
export const statDetail = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  alignItems: 'stretch',
});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
});
export const deadlineState = style({
  margin: 0,
  color: vars.color.text,
  selectors: { '&[data-closed]': { fontWeight: vars.fontWeight.semibold } },
});
export const rsvps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const rsvpsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.text,
});
export const rsvpList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.text,
});
export const rsvp = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  padding: vars.space.card,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  height: '100%',
  boxSizing: 'border-box',
  selectors: { '&[data-matched="no"]': { borderColor: vars.color.warning } },
});
export const rsvpHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
});
export const rsvpName = style({ margin: 0, fontSize: vars.fontSize.md, fontFamily: vars.font.heading });
export const muted = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const people = style({ margin: 0, paddingInlineStart: '1.25rem', fontSize: vars.fontSize.sm });
export const message = style({
  margin: 0,
  paddingInlineStart: vars.space.text,
  borderInlineStart: `2px solid ${vars.color.border}`,
  fontStyle: 'italic',
});
export const linkForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  alignItems: 'flex-start',
});
export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.text,
  padding: vars.space.card,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth} solid ${vars.color.error}`,
});
export const errorTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
