import type { GalleryImageView } from '@wedding/core';
import { Button, ConfirmDialog, EmptyState } from '@wedding/ui';
import { useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './GalleryManager.css';
import { ImageCard } from './ImageCard';
import { UploadArea } from './UploadArea';
import type { UploadItem } from './use-upload-queue';

export interface GalleryTabProps {
  images: readonly GalleryImageView[];
  maxImages: number;
  uploads: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onClearFinished: () => void;
  onRemove?: (image: GalleryImageView) => Promise<void>;
  onRemoveMany?: (images: readonly GalleryImageView[]) => Promise<void>;
  onBackground?: (image: GalleryImageView) => void;
  onAddTag: (image: GalleryImageView, tag: string) => Promise<void>;
  onRemoveTag: (image: GalleryImageView, tag: string) => Promise<void>;
  describeError: (error: unknown) => string;
}

/** The gallery tab: upload, the count against the limit, the grid (2 to 5 columns) and the empty state. */
export function GalleryTab({
  images,
  maxImages,
  uploads,
  onFiles,
  onClearFinished,
  onRemove,
  onRemoveMany,
  onBackground,
  onAddTag,
  onRemoveTag,
  describeError,
}: GalleryTabProps) {
  const text = useDashboardText('gallery');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmMany, setConfirmMany] = useState(false);
  const chosen = images.filter((image) => selected.has(image.id));
  return (
    <div className={styles.panel}>
      <UploadArea
        items={uploads}
        onFiles={onFiles}
        onClearFinished={onClearFinished}
        atLimit={images.length >= maxImages}
      />
      <div className={styles.bar}>
        <p className={styles.muted}>{text('count', { count: images.length, max: maxImages })}</p>
        {onRemoveMany && chosen.length > 0 ? (
          <Button variant="danger" size="sm" onPress={() => setConfirmMany(true)}>
            {text('removeSelected', { count: chosen.length })}
          </Button>
        ) : null}
      </div>
      {images.length === 0 ? (
        <EmptyState title={text('empty.title')} description={text('empty.body')} headingLevel={2} />
      ) : (
        <div className={styles.gridFrame}>
          <ul className={styles.grid} aria-label={text('grid.label')}>
            {images.map((image, index) => (
              <ImageCard
                key={image.id}
                image={image}
                position={index + 1}
                total={images.length}
                selected={selected.has(image.id)}
                onSelectedChange={(isSelected) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (isSelected) next.add(image.id);
                    else next.delete(image.id);
                    return next;
                  })
                }
                onRemove={onRemove}
                onBackground={onBackground}
                onAddTag={onAddTag}
                onRemoveTag={onRemoveTag}
                describeError={describeError}
              />
            ))}
          </ul>
        </div>
      )}
      {onRemoveMany ? (
        <ConfirmDialog
          open={confirmMany}
          onOpenChange={setConfirmMany}
          title={text('removeSelectedTitle', { count: chosen.length })}
          description={text('removeSelectedBody', { count: chosen.length })}
          confirmLabel={text('image.delete')}
          cancelLabel={text('image.cancel')}
          onConfirm={async () => {
            await onRemoveMany(chosen);
            setSelected(new Set());
          }}
          describeError={describeError}
        />
      ) : null}
    </div>
  );
}
