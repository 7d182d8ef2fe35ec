import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.element,
  padding: vars.space.element,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const barText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', margin: 0 });
export const barLabel = style({ fontWeight: vars.fontWeight.semibold });
export const barCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const memberHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.text, minWidth: 0 });

/** Member card (docs/requirements.md A2): the first letter of the username in a circle. */
export const initial = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

export const lockedInitial = style([
  initial,
  {
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    border: `1px dashed ${vars.color.border}`,
  },
]);

export const name = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  fontSize: vars.fontSize.lg,
  fontFamily: vars.font.heading,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const placeCard = style({ borderStyle: 'dashed' });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.element,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const choiceTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});
export const linkRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.text,
});
export const linkField = style({ flex: '1 1 14rem', minWidth: 0 });

export const failure = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.fontSize.sm,
});
