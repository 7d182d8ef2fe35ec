import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** Visible only for keyboard focus (react-aria sets data-focus-visible). */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const fieldLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fieldDescription = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const fieldError = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.error,
});

export const input = style({
  boxSizing: 'border-box',
  minHeight: '2.5rem',
  width: '100%',
  padding: `${vars.space.text} ${vars.space.element}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-focused], &[data-focus-within]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-invalid]': { borderColor: vars.color.error },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** An input with a control beside it (a calendar button): the input takes the room left. */
export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
});
