import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const muted = style({
  margin: 0,
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.relaxed,
});

export const weddings = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});

export const wedding = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.text,
  padding: vars.space.text,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const weddingText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });

export const weddingName = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
