import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.element,
  maxWidth: '72rem',
});

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

/** A notice the couple must read before sending; its edge carries the tone, the text stays in the text colour. */
export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: vars.space.element,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surface,
});

export const bannerTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const bannerText = style({ margin: 0, lineHeight: vars.lineHeight.relaxed });

export const inlineLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.element,
  alignItems: 'start',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.text });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: vars.space.text,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.error}`,
  fontSize: vars.fontSize.sm,
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  paddingTop: vars.space.element,
  borderTop: `1px solid ${vars.color.border}`,
});

export const subTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '0.25rem',
  columnGap: vars.space.element,
  fontSize: vars.fontSize.sm,
});

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** Emails are drawn by the mail templates in their own colours, on the light palette they were written for. */
export const frame = style({
  display: 'block',
  width: '100%',
  height: '26rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  minWidth: 0,
});

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const customDays = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.text,
});

export const customField = style({ flex: '0 1 14rem' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.element });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.element,
});

export const filter = style({ flex: '0 1 16rem' });

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.text,
  padding: vars.space.element,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});

export const messageSubject = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const messageMeta = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.text,
  rowGap: '0.25rem',
  fontSize: vars.fontSize.sm,
});

export const metaTerm = style({ color: vars.color.textMuted });

export const metaValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const textVersion = style({
  margin: 0,
  padding: vars.space.text,
  maxHeight: '16rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.semibold });
