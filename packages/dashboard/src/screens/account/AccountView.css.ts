import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
  maxWidth: '72rem',
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const identity = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.element,
  minWidth: 0,
});
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.text} ${vars.space.element}`,
});
export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  justifyContent: 'flex-end',
});
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});
export const passkeys = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});
export const passkey = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.text,
  padding: vars.space.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const passkeyText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });
export const passkeyName = style({ fontWeight: vars.fontWeight.semibold });
export const danger = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  paddingTop: vars.space.element,
  borderTop: `1px solid ${vars.color.border}`,
});
