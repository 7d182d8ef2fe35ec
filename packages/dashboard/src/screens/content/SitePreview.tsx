import type { Locale, PublicWeddingView } from '@wedding/core';
import { siteThemeCssVars, WeddingSitePage } from '@wedding/guest-site';
import { useFitScale } from '@wedding/ui';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as styles from './SitePreview.css';

/** The width the page is drawn at before it is shrunk to the column: a laptop screen. */
const PAGE_WIDTH = 1280;

export interface SitePreviewProps {
  /** The site as guests would see it with the draft applied. */
  site: PublicWeddingView;
  locale: Locale;
  label: string;
  /** Scrolls the preview to this section (its element id on the page); a new object each time, so a second
   * change to the same section scrolls again once the page has redrawn. */
  focusSection?: { id: string };
  now?: Date;
}

/**
 * The whole guest site, drawn at laptop width and shrunk to the column, scrollable inside its frame (mouse, touch
 * or keyboard once focused). The page itself is inert: a picture of the site, not a second site to click through.
 */
export function SitePreview({ site, locale, label, focusSection, now }: SitePreviewProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const scale = useFitScale(frameRef, PAGE_WIDTH);
  const [pageHeight, setPageHeight] = useState(0);
  const themeCssVars = useMemo(() => siteThemeCssVars(site.customization), [site.customization]);

  useLayoutEffect(() => {
    const page = pageRef.current;
    if (!page || typeof ResizeObserver === 'undefined') return;
    const measure = () => setPageHeight(page.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(page);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const frame = frameRef.current;
    const target = focusSection
      ? pageRef.current?.querySelector<HTMLElement>(`#${CSS.escape(focusSection.id)}`)
      : null;
    if (!frame || !target) return;
    const top = target.getBoundingClientRect().top - frame.getBoundingClientRect().top + frame.scrollTop;
    frame.scrollTo({ top, behavior: 'smooth' });
  }, [focusSection]);

  return (
    <section
      ref={frameRef}
      className={styles.frame}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      data-scale={scale.toFixed(3)}
    >
      <div className={styles.sizer} style={{ height: pageHeight * scale }}>
        <div
          ref={pageRef}
          className={styles.page}
          style={{ width: PAGE_WIDTH, transform: `scale(${scale})` }}
          inert
        >
          <WeddingSitePage
            wedding={site}
            locale={locale}
            themeCssVars={themeCssVars}
            now={now}
            headerLayout="desktop"
            onLocaleChange={() => undefined}
            onLogout={() => undefined}
          />
        </div>
      </div>
    </section>
  );
}
