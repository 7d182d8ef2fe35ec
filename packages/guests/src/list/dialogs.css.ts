import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element, minWidth: 0 });
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.text,
  fontWeight: vars.fontWeight.medium,
});
export const checkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  maxHeight: '16rem',
  overflowY: 'auto',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const sections = style({
  display: 'grid',
  gap: vars.space.element,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});
export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.375rem' });
export const fact = style({ display: 'flex', flexDirection: 'column' });
export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
export const sectionTitle = style({
  margin: 0,
  marginBottom: vars.space.text,
  fontSize: vars.fontSize.md,
  fontFamily: vars.font.heading,
});
export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});
export const historyEntry = style({
  borderInlineStart: `2px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.text,
});
export const historyChanges = style({ margin: 0, paddingInlineStart: '1rem', fontSize: vars.fontSize.sm });
export const byline = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
