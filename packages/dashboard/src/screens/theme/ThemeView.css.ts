import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const prompt = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.element,
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.accent}`,
});

export const promptText = style({ margin: 0 });
