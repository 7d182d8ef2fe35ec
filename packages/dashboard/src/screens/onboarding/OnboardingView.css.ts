import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const address = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0.25rem',
  fontSize: vars.fontSize.sm,
});
export const addressLabel = style({ color: vars.color.textMuted });
export const addressValue = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const status = style({
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&[data-state="available"]': { color: vars.color.text } },
});

export const alert = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.text });
