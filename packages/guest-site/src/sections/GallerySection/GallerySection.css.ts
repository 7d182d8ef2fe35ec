import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** The chips form one named group (a fieldset with a hidden legend), drawn without the fieldset frame. */
export const chipGroup = style({ border: 0, margin: 0, padding: 0, minInlineSize: 0 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  selectors: {
    '[data-layout="classic"] &, [data-layout="romantic"] &, [data-layout="artdeco"] &': {
      justifyContent: 'center',
    },
  },
});

export const chip = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.element,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The grid measures itself (container query): 2 columns, 3 from 640 px, 4 from 900 px, 5 from 1200 px. */
export const gridContainer = style({ containerType: 'inline-size', minWidth: 0 });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.text,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@container': {
    '(min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '(min-width: 900px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    '(min-width: 1200px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const thumbButton = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    [`${thumbButton}:hover &`]: { transform: 'scale(1.04)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
