import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  minWidth: 0,
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fileInput = style({
  font: 'inherit',
  color: vars.color.text,
  maxWidth: '100%',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const fileLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  fontWeight: vars.fontWeight.medium,
});
export const mapping = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.text,
});
export const preview = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  maxHeight: '16rem',
  overflowY: 'auto',
});
export const previewRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0.375rem',
  paddingBlock: '0.25rem',
  borderBottom: `${vars.borderWidth} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const reasons = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  color: vars.color.text,
  width: '100%',
});
export const summary = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const error = style({ margin: 0, color: vars.color.error, fontWeight: vars.fontWeight.medium });
