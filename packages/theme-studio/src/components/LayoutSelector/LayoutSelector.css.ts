import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const options = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.element,
  selectors: {
    '&[data-view="grid"]': { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' },
  },
});

export const option = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.text,
  padding: vars.space.element,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '[data-view="list"] > &': { gridTemplateColumns: 'auto 1fr', alignItems: 'center' },
  },
});

export const name = style({ fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const text = style({ display: 'grid', gap: '2px' });

/** A schematic page: a title bar and three content lines, arranged the way the layout arranges sections. */
export const sketch = style({
  display: 'grid',
  gap: '6px',
  width: '7rem',
  padding: '10px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

const line = {
  display: 'block',
  height: '6px',
  borderRadius: '3px',
  background: vars.color.textMuted,
} as const;

export const sketchTitle = styleVariants({
  classic: { ...line, width: '60%', justifySelf: 'center', background: vars.color.primary },
  modern: { ...line, width: '70%', justifySelf: 'start', background: vars.color.primary },
  romantic: {
    ...line,
    width: '55%',
    justifySelf: 'center',
    background: vars.color.primary,
    borderRadius: '999px',
  },
  artdeco: {
    ...line,
    width: '80%',
    justifySelf: 'center',
    background: vars.color.primary,
    borderRadius: 0,
    boxShadow: `0 -4px 0 ${vars.color.primary}, 0 4px 0 ${vars.color.primary}`,
    height: '3px',
    margin: '4px 0',
  },
});

export const sketchLine = styleVariants({
  classic: { ...line, width: '80%', justifySelf: 'center' },
  modern: { ...line, width: '90%', justifySelf: 'start' },
  romantic: { ...line, width: '75%', justifySelf: 'center', borderRadius: '999px' },
  artdeco: { ...line, width: '90%', justifySelf: 'center', borderRadius: 0 },
});
