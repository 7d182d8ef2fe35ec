import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.text,
  minWidth: '9rem',
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const control = style({ position: 'relative', display: 'block' });

export const select = style({
  appearance: 'none',
  boxSizing: 'border-box',
  width: '100%',
  // 44 px: the smallest comfortable touch target (WCAG 2.5.5).
  minHeight: '44px',
  // Room on the right for the chevron drawn below.
  padding: `0 calc(${vars.space.element} + 1rem) 0 ${vars.space.element}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A chevron from borders, in the text colour, so it follows the theme in both modes. */
export const chevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.element,
  width: '0.5rem',
  height: '0.5rem',
  borderRight: `2px solid ${vars.color.text}`,
  borderBottom: `2px solid ${vars.color.text}`,
  transform: 'translateY(-75%) rotate(45deg)',
  pointerEvents: 'none',
});
