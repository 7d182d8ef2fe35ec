import { galleryGridColumns } from '@wedding/core';
import { type ReactNode, useRef } from 'react';
import { Button } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import * as styles from './ImageGrid.css';
import { useElementWidth } from './useElementWidth';

export interface GalleryImage {
  id: string;
  src: string;
  /** Text alternative; also the accessible name of the thumbnail button. */
  alt: string;
  caption?: string;
}

export interface ImageGridProps {
  label: string;
  images: readonly GalleryImage[];
  onOpen: (index: number) => void;
  /** Shown when there are no images (e.g. 'No images found in this category'). */
  emptyState?: ReactNode;
}

/** Thumbnail grid (docs/requirements.md A2 and B9): 2 to 5 columns by the grid's own width (rule in @wedding/core). */
export function ImageGrid({ label, images, onOpen, emptyState }: ImageGridProps) {
  const { t } = useUiStrings();
  const ref = useRef<HTMLUListElement>(null);
  const columns = galleryGridColumns(useElementWidth(ref));
  if (images.length === 0 && emptyState) return <>{emptyState}</>;
  return (
    <ul
      ref={ref}
      className={styles.grid}
      aria-label={label}
      data-columns={columns}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {images.map((image, index) => (
        <li key={image.id}>
          <Button
            className={styles.thumbButton}
            aria-label={t('imageGrid.open', { name: image.alt })}
            onPress={() => onOpen(index)}
          >
            <img className={styles.thumb} src={image.src} alt="" loading="lazy" />
          </Button>
          {image.caption ? <p className={styles.caption}>{image.caption}</p> : null}
        </li>
      ))}
    </ul>
  );
}
