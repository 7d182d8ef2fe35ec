import { style } from '@vanilla-extract/css';
import { vars } from '@wedding/tokens';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.element,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.card,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(20rem, 2fr)' },
  },
});

export const controls = style({ minWidth: 0 });

/** Sticky beside the controls on wide screens; above them, not sticky, on narrow ones (a phone needs its height). */
export const previewColumn = style({
  display: 'grid',
  gap: vars.space.element,
  minWidth: 0,
  padding: vars.space.element,
  borderRadius: vars.radius.lg,
  border: `${vars.borderWidth} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    'screen and (min-width: 1100px)': {
      position: 'sticky',
      top: vars.space.element,
      order: 2,
      maxHeight: `calc(100vh - 2 * ${vars.space.element})`,
      overflowY: 'auto',
    },
    'screen and (max-width: 1099px)': { order: -1 },
  },
});

export const previewTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.element,
  justifyContent: 'space-between',
});

export const barActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.text });

export const statusText = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-status="failed"], &[data-status="conflict"]': { color: vars.color.error } },
});

export const notice = style({
  display: 'grid',
  gap: vars.space.element,
  padding: vars.space.card,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});

export const noticeTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
});

export const tabPanel = style({ paddingTop: vars.space.element });

export const previewPanels = style({
  display: 'grid',
  gap: vars.space.card,
});
