import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

/** The outbox keeps what it is told to send while no mail server is set: staff must see that first. */
export const banner = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  borderInlineStartWidth: '0.375rem',
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});
export const recipient = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const recipientName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
/** The subject opens the message: a button that reads as the row's link. */
export const subject = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.25rem',
});
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `0.25rem ${vars.space.element}`,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
/** The message as the recipient's mail app shows it: the email's own page, on its own light canvas. */
export const preview = style({
  display: 'block',
  width: '100%',
  height: 'min(28rem, 60vh)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxSizing: 'border-box',
});
export const plainText = style({
  maxHeight: 'min(28rem, 60vh)',
  overflow: 'auto',
  padding: vars.space.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const pre = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const alert = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});
