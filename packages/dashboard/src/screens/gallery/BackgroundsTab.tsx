import {
  type AssignBackgroundRequest,
  BACKGROUND_OPACITY,
  BACKGROUND_POSITION,
  BACKGROUND_SIZES,
  BACKGROUND_ZOOM,
  type BackgroundSizeKeyword,
  type GalleryImageView,
  type Locale,
  type PublicPageBackground,
  type PublicWeddingView,
  type SitePage,
} from '@wedding/core';
import { SectionFrame, siteThemeCssVars, WeddingSitePage } from '@wedding/guest-site';
import { Badge, Button, Select, Slider, Switch, Tabs, ThemeScope } from '@wedding/ui';
import { type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import {
  assignRequestOf,
  type BackgroundDraft,
  draftOf,
  isBackgroundDirty,
  type SavedBackground,
  savedBackgroundOf,
} from './background-draft';
import * as styles from './GalleryManager.css';
import { useOpacityInput } from './use-opacity-input';

/** Where each page starts on the site (the preview scrolls there). */
const PAGE_ANCHOR: Record<SitePage, string | null> = {
  invite: null,
  info: 'top',
  rsvp: 'rsvp',
  location: 'locations',
  schedule: 'schedule',
  accommodation: 'accommodations',
  gallery: null,
};

export interface BackgroundsTabProps {
  /** The wedding's page-use set (core pagesInUse): one sub-tab each. */
  pages: readonly SitePage[];
  images: readonly GalleryImageView[];
  /** The site as guests see it, for the preview; null while it is not available. */
  site: PublicWeddingView | null;
  locale: Locale;
  onAssign: (page: SitePage, request: AssignBackgroundRequest) => Promise<void>;
  onRemove: (page: SitePage, imageId: string) => Promise<void>;
  /** An image chosen with its 'Background' action: the first page's draft starts with it. */
  preselectImageId?: string;
}

/**
 * Backgrounds tab (docs/requirements.md A2, A4 and A5): a sub-tab per page of the page-use set; the image, opacity
 * (slider and a typed percent, debounced 300 ms and clamped), position X/Y, zoom 50-200 only for cover, pattern and
 * grayscale with the spec's defaults; an unsaved-changes badge; and the page as guests will see it.
 */
export function BackgroundsTab({
  pages,
  images,
  site,
  locale,
  onAssign,
  onRemove,
  preselectImageId,
}: BackgroundsTabProps) {
  const text = useDashboardText('gallery');
  const [page, setPage] = useState<SitePage>(pages[0] ?? 'invite');
  const [drafts, setDrafts] = useState<Partial<Record<SitePage, BackgroundDraft>>>(() => {
    const first = pages[0];
    if (!first || !preselectImageId || !images.some((image) => image.id === preselectImageId)) return {};
    return {
      [first]: { ...draftOf(savedBackgroundOf(images, first)?.background), imageId: preselectImageId },
    };
  });

  return (
    <div className={styles.panel}>
      <Tabs.Root value={page} onValueChange={(value) => setPage(value as SitePage)}>
        <Tabs.List aria-label={text('backgrounds.pages')}>
          {pages.map((entry) => (
            <Tabs.Trigger key={entry} value={entry}>
              {text(`page.${entry}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {pages.map((entry) => {
          const saved = savedBackgroundOf(images, entry);
          return (
            <Tabs.Content key={entry} value={entry}>
              <PageBackgroundEditor
                page={entry}
                images={images}
                saved={saved?.background ?? null}
                draft={drafts[entry] ?? draftOf(saved?.background)}
                onDraftChange={(draft) => setDrafts((current) => ({ ...current, [entry]: draft }))}
                onDiscard={() => setDrafts(({ [entry]: _dropped, ...rest }) => rest)}
                onAssign={async (request) => {
                  setDrafts(({ [entry]: _dropped, ...rest }) => rest);
                  await onAssign(entry, request);
                }}
                onRemove={async (imageId) => {
                  setDrafts(({ [entry]: _dropped, ...rest }) => rest);
                  await onRemove(entry, imageId);
                }}
                site={site}
                locale={locale}
              />
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}

interface PageBackgroundEditorProps {
  page: SitePage;
  images: readonly GalleryImageView[];
  saved: SavedBackground | null;
  draft: BackgroundDraft;
  onDraftChange: (draft: BackgroundDraft) => void;
  onDiscard: () => void;
  onAssign: (request: AssignBackgroundRequest) => Promise<void>;
  onRemove: (imageId: string) => Promise<void>;
  site: PublicWeddingView | null;
  locale: Locale;
}

function PageBackgroundEditor({
  page,
  images,
  saved,
  draft,
  onDraftChange,
  onDiscard,
  onAssign,
  onRemove,
  site,
  locale,
}: PageBackgroundEditorProps) {
  const text = useDashboardText('gallery');
  const name = useId();
  const opacityId = useId();
  const set = (patch: Partial<BackgroundDraft>) => onDraftChange({ ...draft, ...patch });
  const opacity = useOpacityInput(draft.opacity, (next) => set({ opacity: next }));
  const dirty = isBackgroundDirty(draft, saved);
  const request = assignRequestOf(page, draft);
  const chosen = images.find((image) => image.id === draft.imageId);
  const preview: PublicPageBackground | null =
    chosen && request
      ? {
          id: `preview-${page}`,
          page,
          imageId: chosen.id,
          url: chosen.url,
          opacity: request.opacity,
          position: request.position,
          size: request.size,
          showPattern: request.showPattern,
          grayscale: request.grayscale,
        }
      : null;

  return (
    <div className={styles.backgrounds}>
      <div className={styles.controls}>
        <div className={styles.bar}>
          <p className={styles.muted}>
            {text(saved ? 'backgrounds.has' : 'backgrounds.none', { page: text(`page.${page}`) })}
          </p>
          {dirty ? <Badge tone="warning">{text('backgrounds.unsaved')}</Badge> : null}
        </div>
        {images.length === 0 ? (
          <p className={styles.muted}>{text('backgrounds.noImages')}</p>
        ) : (
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{text('backgrounds.image')}</legend>
            {images.map((image, index) => {
              const checked = image.id === draft.imageId;
              return (
                <label key={image.id} className={styles.choice} data-selected={checked ? '' : undefined}>
                  <input
                    type="radio"
                    className={styles.choiceInput}
                    name={name}
                    checked={checked}
                    onChange={() => set({ imageId: image.id })}
                    aria-label={
                      image.caption ?? text('image.name', { position: index + 1, total: images.length })
                    }
                  />
                  <img className={styles.thumb} src={image.thumbnailUrl ?? image.url} alt="" />
                </label>
              );
            })}
          </fieldset>
        )}
        <div className={styles.row}>
          <Slider
            label={text('backgrounds.opacity')}
            minValue={BACKGROUND_OPACITY.min}
            maxValue={BACKGROUND_OPACITY.max}
            step={BACKGROUND_OPACITY.step}
            value={draft.opacity}
            onChange={(value) => set({ opacity: value })}
            formatOptions={{ style: 'percent' }}
          />
          <label className={styles.field} htmlFor={opacityId}>
            {text('backgrounds.opacityPercent')}
            <input
              id={opacityId}
              className={styles.percent}
              inputMode="numeric"
              value={opacity.text}
              onChange={(event) => opacity.type(event.currentTarget.value)}
            />
          </label>
        </div>
        <div className={styles.row}>
          <Slider
            label={text('backgrounds.positionX')}
            minValue={BACKGROUND_POSITION.min}
            maxValue={BACKGROUND_POSITION.max}
            step={1}
            value={draft.positionX}
            onChange={(value) => set({ positionX: value })}
          />
          <Slider
            label={text('backgrounds.positionY')}
            minValue={BACKGROUND_POSITION.min}
            maxValue={BACKGROUND_POSITION.max}
            step={1}
            value={draft.positionY}
            onChange={(value) => set({ positionY: value })}
          />
        </div>
        <div className={styles.row}>
          <Select
            label={text('backgrounds.size')}
            options={BACKGROUND_SIZES.map((size) => ({ id: size, label: text(`backgrounds.size.${size}`) }))}
            selectedKey={draft.size}
            onSelectionChange={(key) => set({ size: key as BackgroundSizeKeyword })}
          />
          {draft.size === 'cover' ? (
            <Slider
              label={text('backgrounds.zoom')}
              minValue={BACKGROUND_ZOOM.min}
              maxValue={BACKGROUND_ZOOM.max}
              step={BACKGROUND_ZOOM.step}
              value={draft.zoom}
              onChange={(value) => set({ zoom: value })}
            />
          ) : null}
        </div>
        <Switch isSelected={draft.showPattern} onChange={(showPattern) => set({ showPattern })}>
          {text('backgrounds.pattern')}
        </Switch>
        <Switch isSelected={draft.grayscale} onChange={(grayscale) => set({ grayscale })}>
          {text('backgrounds.grayscale')}
        </Switch>
        <div className={styles.actions}>
          <Button
            variant="primary"
            isDisabled={!request || !dirty}
            onPress={() => {
              if (request) void onAssign(request);
            }}
          >
            {text('backgrounds.save')}
          </Button>
          {dirty ? (
            <Button variant="outline" onPress={onDiscard}>
              {text('backgrounds.discard')}
            </Button>
          ) : null}
          {saved ? (
            <Button variant="ghost" onPress={() => void onRemove(saved.imageId)}>
              {text('backgrounds.remove')}
            </Button>
          ) : null}
        </div>
      </div>
      <figure className={styles.figure}>
        <figcaption className={styles.muted}>
          {text('backgrounds.preview', { page: text(`page.${page}`) })}
        </figcaption>
        {site ? <PagePreview site={site} page={page} background={preview} locale={locale} /> : null}
      </figure>
    </div>
  );
}

const VIEWPORT = { width: 1280, height: 800 };

/** The page scaled into the column, inert: a picture of what guests see, not a second site in the dashboard. */
function ScaledPage({ children, anchor }: { children: ReactNode; anchor: string | null }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const pageRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.3);
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setScale(frame.clientWidth > 0 ? frame.clientWidth / VIEWPORT.width : 0.3);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const page = pageRef.current;
    if (!page) return;
    const target = anchor ? page.querySelector<HTMLElement>(`#${CSS.escape(anchor)}`) : null;
    // The page's frame (its background) starts a little above the section's heading.
    const frame = target?.closest<HTMLElement>('[data-page]') ?? target;
    page.scrollTop = frame ? frame.offsetTop : 0;
  });
  return (
    <div
      ref={frameRef}
      className={styles.previewFrame}
      style={{ aspectRatio: `${VIEWPORT.width} / ${VIEWPORT.height}` }}
    >
      <div
        ref={pageRef}
        className={styles.previewPage}
        style={{ width: VIEWPORT.width, height: VIEWPORT.height, transform: `scale(${scale})` }}
        inert
      >
        {children}
      </div>
    </div>
  );
}

function PagePreview({
  site,
  page,
  background,
  locale,
}: {
  site: PublicWeddingView;
  page: SitePage;
  background: PublicPageBackground | null;
  locale: Locale;
}) {
  const themeCssVars = useMemo(() => siteThemeCssVars(site.customization), [site.customization]);
  const wedding = useMemo<PublicWeddingView>(
    () => ({
      ...site,
      pageBackgrounds: [
        ...site.pageBackgrounds.filter((entry) => entry.page !== page),
        ...(background ? [background] : []),
      ],
    }),
    [site, page, background],
  );
  const anchor = PAGE_ANCHOR[page];
  // docs/requirements.md A2: the invite and gallery previews show the background without a content section.
  if (anchor === null) {
    return (
      <ScaledPage anchor={null}>
        <ThemeScope cssVars={themeCssVars} mode="light">
          <SectionFrame page={page} background={background ?? undefined}>
            <div style={{ minHeight: VIEWPORT.height }} />
          </SectionFrame>
        </ThemeScope>
      </ScaledPage>
    );
  }
  return (
    <ScaledPage anchor={anchor}>
      <WeddingSitePage
        wedding={wedding}
        locale={locale}
        themeCssVars={themeCssVars}
        colorMode="light"
        headerLayout="desktop"
        onLocaleChange={() => undefined}
        onLogout={() => undefined}
      />
    </ScaledPage>
  );
}
