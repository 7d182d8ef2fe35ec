import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  selectors: { '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.element,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const circle = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.primary },
    [`${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.error },
  },
});
