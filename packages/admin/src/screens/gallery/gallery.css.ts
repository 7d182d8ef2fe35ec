import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.text,
  alignItems: 'flex-end',
});
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.element,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const thumb = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' });
export const tileBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.25rem',
  padding: vars.space.text,
});
export const link = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const alert = style({
  margin: 0,
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});
export const album = style({ display: 'flex', flexDirection: 'column', gap: vars.space.text });
export const albumImages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))',
  gap: '0.25rem',
});
export const albumThumb = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});
export const uploadForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '36rem',
});
export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  overflowWrap: 'anywhere',
});
export const albums = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.element,
});
export const albumCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.element,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
