import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: '12rem',
  gap: vars.space.text,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  fontSize: vars.fontSize.sm,
});
export const stepCount = style({ color: vars.color.textMuted });
export const stepTitle = style({ fontWeight: vars.fontWeight.semibold });

export const dots = style({
  display: 'flex',
  gap: vars.space.text,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = style({
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `2px solid ${vars.color.border}`,
  boxSizing: 'border-box',
  selectors: {
    '&[data-state="complete"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-state="current"]': { borderColor: vars.color.primary, transform: 'scale(1.25)' },
  },
});

export const bar = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const barFill = style({
  height: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easing}`,
});
