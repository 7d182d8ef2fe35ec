import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  alignItems: 'flex-end',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.card,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[data-state="unread"]': { borderInlineStart: `4px solid ${vars.color.accent}` } },
});
export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.text,
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const meta = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const link = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });
export const replies = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: vars.space.element,
  borderInlineStart: `2px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});
export const reply = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });
export const replyForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });
