import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const language = style({ flex: '1 1 18rem', maxWidth: '24rem' });
export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const dayTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
});
export const event = style({
  display: 'grid',
  // One time column for every event, so the titles line up down the day.
  gridTemplateColumns: '8.5rem minmax(0, 1fr)',
  gap: vars.space.element,
  padding: vars.space.element,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { '(max-width: 479px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.text } },
});
export const time = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text, minWidth: 0 });
export const inlineIcon = style({ verticalAlign: '-0.15em', width: '1em', height: '1em' });

// The event dialog's invitation and meal sections.
export const audience = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  minWidth: 0,
});
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.text,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const choicesLegend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space.text,
  fontWeight: vars.fontWeight.semibold,
});
export const meals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const mealsNone = style({ margin: 0, color: vars.color.textMuted });
export const meal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.element,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const mealFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});
export const mealActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.text,
});
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text, margin: 0 });

// The head-count per event.
export const headCounts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const headCountList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.element,
});
export const headCount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.element,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const headCountTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });
export const headCountWhen = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const headCountLine = style({ margin: 0 });
export const mealCount = style({
  padding: `0 ${vars.space.text}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  listStyle: 'none',
});
