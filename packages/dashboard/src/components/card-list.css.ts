import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

/** Lists of cards the couple manages (locations, accommodations, schedule events, members). */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'stretch',
});

export const itemCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.element,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const itemTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const itemText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const itemMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  alignItems: 'center',
});

export const itemActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  marginTop: 'auto',
  paddingTop: vars.space.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.element,
  marginBottom: vars.space.element,
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});

export const link = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '72rem',
});
