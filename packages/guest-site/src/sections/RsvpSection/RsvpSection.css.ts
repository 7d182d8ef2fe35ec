import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const wizardSlot = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
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

/** After the deadline: a calm card in the wizard's place (no error colours: nothing went wrong). */
export const closedCard = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.element,
  padding: vars.space.card,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const closedMessage = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const closedDeadline = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
