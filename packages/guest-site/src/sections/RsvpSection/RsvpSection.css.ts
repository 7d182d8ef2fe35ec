import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const wizardSlot = style({
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  minWidth: 0,
});

/** Roughly the wizard's first step, so the page does not jump when the real form replaces it. */
export const skeletonCard = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.element,
  padding: vars.space.card,
  minHeight: '24rem',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const skeletonButtons = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.element,
});
