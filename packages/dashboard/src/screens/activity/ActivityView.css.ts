import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '56rem',
});

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.text,
  alignItems: 'end',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

/** A line: the sentence, then its area and time; the rule between lines keeps a long feed readable. */
export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  paddingBlock: vars.space.text,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const sentence = style({ lineHeight: vars.lineHeight.relaxed, overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
