import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const textArea = style({ minHeight: '6rem', resize: 'vertical', lineHeight: vars.lineHeight.normal });

export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.element });

export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-at-limit]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      textDecoration: `underline wavy ${vars.color.warning}`,
    },
  },
});
