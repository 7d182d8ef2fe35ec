import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const options = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: '2px',
  maxHeight: '22rem',
  overflowY: 'auto',
});

export const option = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.element,
  minHeight: '2.75rem',
  padding: `${vars.space.text} ${vars.space.element}`,
  borderRadius: vars.radius.md,
  border: `1px solid transparent`,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.surfaceMuted },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const fontName = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'end' });

export const preview = style({
  display: 'grid',
  gap: vars.space.text,
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const previewHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});
export const previewBody = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
});
