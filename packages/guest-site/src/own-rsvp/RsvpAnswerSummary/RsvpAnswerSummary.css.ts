import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const list = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.text,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    // Label and value side by side once there is room; stacked on a phone.
    '(min-width: 40rem)': {
      gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)',
      columnGap: vars.space.element,
    },
  },
});

/** A label and its value: grid items of the list itself (a `div` group is what `dl` allows). */
export const row = style({ display: 'contents' });

export const term = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const people = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: vars.space.text,
});

export const needs = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
