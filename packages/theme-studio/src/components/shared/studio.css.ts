import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** A titled group of controls inside a tab. */
export const section = style({
  display: 'grid',
  // One column that may shrink below its content: wide rows (tab lists, tables) scroll instead of widening the page.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.element,
});

export const grow = style({ flex: '1 1 12rem', minWidth: 0 });

export const alert = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A colour sample drawn on a checkerboard, so transparent colours show as such. */
export const swatch = style({
  display: 'inline-block',
  flex: 'none',
  width: '1.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundImage:
    'linear-gradient(var(--swatch-color), var(--swatch-color)), repeating-conic-gradient(#ccc 0 25%, #fff 0 50%)',
  backgroundSize: 'auto, 8px 8px',
});

export const segmented = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.text,
});

export const legend = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const segments = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: '2px',
  padding: '2px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  justifySelf: 'start',
});

export const segment = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.text,
  minHeight: '2.25rem',
  minWidth: '2.75rem',
  justifyContent: 'center',
  padding: `0 ${vars.space.element}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-selected]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:has(input:focus-visible)': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** The radio stays in the accessibility tree and takes the keyboard; the label is what is seen. */
export const segmentInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});

globalStyle(`${segment} svg`, { width: '1rem', height: '1rem' });

/** A button without the Button look (cards, swatches), with a visible keyboard focus. */
export const plainButton = style({
  appearance: 'none',
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  margin: 0,
  cursor: 'pointer',
  textAlign: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
