import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const headerAccount = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
});

export const authLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `0 ${vars.space.element}`,
  boxSizing: 'border-box',
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.element,
  paddingBlock: `clamp(2.5rem, 8vw, 6rem)`,
});

export const eyebrow = style({
  margin: 0,
  textTransform: 'uppercase',
  letterSpacing: '0.12em',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  maxWidth: '22ch',
  fontFamily: vars.font.heading,
  fontSize: 'clamp(2rem, 6vw, 3.5rem)',
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const lead = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
  color: vars.color.textMuted,
});

export const ctaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.text,
});

export const section = style({ paddingBlock: vars.space.section });

export const sectionTitle = style({
  margin: `0 0 ${vars.space.element}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
});

export const featureGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.element,
});

export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const featureIcon = style({ fontSize: '1.5rem', color: vars.color.text });

export const featureTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const featureText = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const demoCard = style([
  feature,
  { alignItems: 'flex-start', maxWidth: '40rem', marginInline: 'auto' },
]);

export const demoCode = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.text,
  margin: 0,
});

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.1em',
  padding: '0.125rem 0.5rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const footer = style({
  padding: vars.space.element,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  borderTop: `1px solid ${vars.color.border}`,
});
