import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const statsSection = style({ display: 'contents' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.element,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const definition = style({ margin: 0 });
export const factValue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
});
export const mono = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere', color: vars.color.text });
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.1em',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  marginTop: vars.space.element,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const countList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(6rem, 1fr))',
  gap: vars.space.text,
});
export const count = style({
  display: 'flex',
  flexDirection: 'column',
});
export const countValue = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});
export const listItem = style({ display: 'flex', flexDirection: 'column' });
/** One event per row: its title and time on the left, the people coming on the right, the meals below. */
export const eventItem = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.element,
  alignItems: 'baseline',
});
export const eventWhen = style({ gridColumn: '1' });
export const eventComing = style({
  gridColumn: '2',
  gridRow: '1 / span 2',
  alignSelf: 'center',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});
export const eventMeals = style({ gridColumn: '1 / -1' });
export const itemTitle = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const activity = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
});

export const bigNumber = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.text,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const moreLink = style({
  display: 'inline-block',
  marginTop: vars.space.element,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
