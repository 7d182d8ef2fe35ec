import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.text,
  padding: vars.space.section,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { borderStyle: 'solid', cursor: 'not-allowed' },
  },
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  fontWeight: vars.fontWeight.semibold,
});
