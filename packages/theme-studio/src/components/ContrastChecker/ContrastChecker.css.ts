import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.element,
});

export const list = style({
  display: 'grid',
  gap: vars.space.text,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space.element,
  padding: `${vars.space.text} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (max-width: 479px)': { gridTemplateColumns: 'auto 1fr' },
  },
});

/** The pair drawn as it is painted: the text colour on its background. */
export const sample = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  '::after': {
    content: '""',
    width: '60%',
    height: '0.5rem',
    borderRadius: vars.radius.full,
    background: 'var(--pair-foreground)',
  },
});

export const pairText = style({
  display: 'grid',
  gap: '2px',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});

export const pairName = style({ fontWeight: vars.fontWeight.semibold });

export const actions = style({
  display: 'flex',
  gap: vars.space.text,
  alignItems: 'center',
  '@media': {
    'screen and (max-width: 479px)': { gridColumn: '1 / -1' },
  },
});

export const warning = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.text,
  alignItems: 'start',
  padding: vars.space.element,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  fontSize: vars.fontSize.sm,
});
