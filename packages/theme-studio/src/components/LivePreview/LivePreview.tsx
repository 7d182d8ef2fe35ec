import type { ColorMode, Density, Layout } from '@wedding/tokens';
import { useFitScale, useThemeMode } from '@wedding/ui';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { cachedThemeVars } from '../../logic/theme-cache';
import type { ThemeStudioController } from '../../state/theme-studio-controller';
import * as styles from './LivePreview.css';

export const PREVIEW_MODES = ['light', 'dark', 'both', 'system'] as const;
export type PreviewMode = (typeof PREVIEW_MODES)[number];

export interface PreviewViewport {
  width: number;
  height: number;
}

/** Renders the page the preview shows, in one colour mode; kept stable (useCallback) so it renders once. */
export type RenderPreview = (mode: ColorMode) => ReactNode;

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** After the frame that shows a change has been painted (rAF, then the next task). */
function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * Writes a draft theme into a rendered page without React: the `--wed-*` variables onto the preview's root and every
 * themed root inside it (a ThemeScope sets its own), and `data-layout` / `data-density` where the page reads them.
 */
export function paintPreview(
  root: HTMLElement,
  variables: Readonly<Record<string, string>>,
  layout: Layout,
  density: Density,
): void {
  const themed = [root, ...root.querySelectorAll<HTMLElement>('[data-theme-root]')];
  for (const element of themed) {
    for (const [name, value] of Object.entries(variables)) element.style.setProperty(name, value);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-layout]')) element.dataset.layout = layout;
  for (const element of root.querySelectorAll<HTMLElement>('[data-density]'))
    element.dataset.density = density;
  root.dataset.layout = layout;
  root.dataset.density = density;
}

export interface PreviewPanelProps {
  controller: ThemeStudioController;
  mode: ColorMode;
  viewport: PreviewViewport;
  label: string;
  /** The page in this mode; rendered once: theme edits reach it through CSS variables only. */
  children: ReactNode;
  /** Scrolls the page to this element id (e.g. 'rsvp'). */
  section?: string;
}

/**
 * One preview panel: the page at its real viewport size, scaled to the column, painted with the studio's draft.
 * Subscribes to the studio outside React, so an edit changes variables and repaints without re-rendering the page.
 */
export function PreviewPanel({ controller, mode, viewport, label, children, section }: PreviewPanelProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const scale = useFitScale(frameRef, viewport.width);

  useIsomorphicLayoutEffect(() => {
    let painted: unknown = null;
    const paint = () => {
      const page = pageRef.current;
      const { draft, pendingPaint } = controller.getState();
      if (!page || draft === painted) return;
      painted = draft;
      const variables = cachedThemeVars(draft.theme, draft.density)[mode];
      paintPreview(page, variables, draft.theme.layout, draft.density);
      if (pendingPaint) {
        const { id } = pendingPaint;
        afterNextPaint(() => controller.reportPaint(id, performance.now()));
      }
    };
    paint();
    return controller.subscribe(paint);
  }, [controller, mode]);

  useEffect(() => {
    const page = pageRef.current;
    if (!page) return;
    const target = section ? page.querySelector<HTMLElement>(`#${CSS.escape(section)}`) : null;
    page.scrollTop = target ? target.offsetTop : 0;
  }, [section]);

  return (
    <figure className={styles.panel}>
      <figcaption className={styles.caption}>{label}</figcaption>
      <div
        ref={frameRef}
        className={styles.frame}
        style={{ aspectRatio: `${viewport.width} / ${viewport.height}` }}
      >
        <div
          ref={pageRef}
          className={styles.viewport}
          style={{ width: viewport.width, height: viewport.height, transform: `scale(${scale})` }}
          data-preview-mode={mode}
          inert
        >
          {children}
        </div>
      </div>
    </figure>
  );
}

export interface LivePreviewProps {
  controller: ThemeStudioController;
  /** light, dark, both side by side, or the mode the app shows (system). */
  mode: PreviewMode;
  renderPreview: RenderPreview;
  viewport?: PreviewViewport;
  section?: string;
}

/**
 * Live preview (docs/requirements.md A2): the real page (the host renders it, e.g. @wedding/guest-site's
 * WeddingSitePage) painted with the draft theme in light, dark or both.
 */
export function LivePreview({
  controller,
  mode,
  renderPreview,
  viewport = { width: 1024, height: 768 },
  section,
}: LivePreviewProps) {
  const { t } = useStudioText();
  const { resolved } = useThemeMode();
  const modes: ColorMode[] = mode === 'both' ? ['light', 'dark'] : mode === 'system' ? [resolved] : [mode];
  return (
    <div className={styles.panels}>
      {modes.map((entry) => (
        <StablePanel
          key={entry}
          controller={controller}
          mode={entry}
          viewport={viewport}
          label={t(`preview.panel.${entry}`)}
          renderPreview={renderPreview}
          section={section}
        />
      ))}
    </div>
  );
}

function StablePanel({
  renderPreview,
  mode,
  ...props
}: Omit<PreviewPanelProps, 'children'> & { renderPreview: RenderPreview }) {
  const page = useMemo(() => renderPreview(mode), [renderPreview, mode]);
  return (
    <PreviewPanel mode={mode} {...props}>
      {page}
    </PreviewPanel>
  );
}
