import type { Locale, PublicGalleryImage, PublicWeddingView } from '@wedding/core';
import type { GalleryImage } from '@wedding/ui';
import { visuallyHidden } from '@wedding/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ALL_CATEGORIES, filterGalleryImages } from '../logic/filter-gallery-images';
import { sectionText } from '../section-text';
import { SectionShell } from '../shared/SectionShell';
import * as shared from '../shared/section.css';
import * as styles from './GallerySection.css';

const loadLightbox = () => import('./lazy-lightbox');
const LazyLightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

export interface GallerySectionProps {
  wedding: PublicWeddingView;
  locale: Locale;
}

/** Thumbnail size hint for the browser's layout before the image arrives (cells are square). */
const THUMB_SIZE_PX = 240;

function imageAlt(image: PublicGalleryImage, position: number, total: number, locale: Locale): string {
  return image.caption || sectionText('gallery.imageAlt', locale, { current: position, total });
}

/**
 * Section #gallery: category chips ('All' plus one per category with its count), a 2-5 column thumbnail grid and
 * the full-screen lightbox, whose code is fetched when a guest first points at or opens a photo.
 */
export function GallerySection({ wedding, locale }: GallerySectionProps) {
  const [categoryId, setCategoryId] = useState<string>(ALL_CATEGORIES);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [lightboxWanted, setLightboxWanted] = useState(false);
  const gridRef = useRef<HTMLUListElement>(null);
  const lastShownIndex = useRef<number | null>(null);
  useEffect(() => {
    if (openIndex !== null) {
      lastShownIndex.current = openIndex;
      return;
    }
    const index = lastShownIndex.current;
    if (index === null) return;
    lastShownIndex.current = null;
    // The lightbox has no trigger of its own, so its dialog cannot restore focus: after it has gone, the
    // thumbnail of the photo the guest last looked at takes focus (keyboard users continue from there).
    const frame = requestAnimationFrame(() => {
      gridRef.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [openIndex]);
  const { images, categories } = wedding.gallery;
  const shown = filterGalleryImages(images, categoryId);
  const lightboxImages: GalleryImage[] = shown.map((image, index) => ({
    id: image.id,
    src: image.url,
    alt: imageAlt(image, index + 1, shown.length, locale),
    caption: image.caption ?? undefined,
  }));
  const chipOptions = [
    { id: ALL_CATEGORIES, label: sectionText('gallery.all', locale, { count: images.length }) },
    ...categories.map((category) => ({
      id: category.id,
      label: sectionText('gallery.category', locale, { name: category.name, count: category.count }),
    })),
  ];
  const open = (index: number) => {
    setLightboxWanted(true);
    setOpenIndex(index);
  };
  // Warm the lightbox chunk on intent (hover, focus) so opening feels instant.
  const prefetch = () => void loadLightbox();

  return (
    <SectionShell id="gallery" heading={sectionText('gallery.heading', locale)}>
      {categories.length > 0 ? (
        <fieldset className={styles.chipGroup}>
          <legend className={visuallyHidden}>{sectionText('gallery.categoriesLabel', locale)}</legend>
          <div className={styles.chips}>
            {chipOptions.map((chip) => (
              <button
                key={chip.id}
                type="button"
                className={styles.chip}
                aria-pressed={chip.id === categoryId}
                onClick={() => {
                  setCategoryId(chip.id);
                  setOpenIndex(null);
                }}
              >
                {chip.label}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.gridContainer}>
        {shown.length === 0 ? (
          <p className={shared.emptyText} role="status">
            {sectionText('gallery.empty', locale)}
          </p>
        ) : (
          <ul ref={gridRef} className={styles.grid} aria-label={sectionText('gallery.gridLabel', locale)}>
            {shown.map((image, index) => (
              <li key={image.id}>
                <button
                  type="button"
                  className={styles.thumbButton}
                  aria-label={sectionText('gallery.open', locale, {
                    name: imageAlt(image, index + 1, shown.length, locale),
                  })}
                  onPointerEnter={prefetch}
                  onFocus={prefetch}
                  onClick={() => open(index)}
                >
                  <img
                    className={styles.thumb}
                    src={image.thumbnailUrl ?? image.url}
                    alt=""
                    width={THUMB_SIZE_PX}
                    height={THUMB_SIZE_PX}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {lightboxWanted ? (
        <Suspense fallback={null}>
          <LazyLightbox images={lightboxImages} index={openIndex} onIndexChange={setOpenIndex} />
        </Suspense>
      ) : null}
    </SectionShell>
  );
}
