import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.text,
});

export const codeField = style({ flex: '1 1 12rem' });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.25rem',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-valid]': { color: vars.color.text, fontWeight: vars.fontWeight.semibold } },
});

export const error = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
