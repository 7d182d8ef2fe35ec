import { type GalleryImageView, pageBadges, translate } from '@wedding/core';
import { Badge, Button, Checkbox, ConfirmDialog, TagEditor, useUiLocale, visuallyHidden } from '@wedding/ui';
import { useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './GalleryManager.css';

export interface ImageCardProps {
  image: GalleryImageView;
  /** Position in the gallery (1-based), for the alt text of an image without caption. */
  position: number;
  total: number;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Spec A 2: remove and 'Background' show only when their handlers are given. */
  onRemove?: (image: GalleryImageView) => Promise<void>;
  onBackground?: (image: GalleryImageView) => void;
  onAddTag: (image: GalleryImageView, tag: string) => Promise<void>;
  onRemoveTag: (image: GalleryImageView, tag: string) => Promise<void>;
  describeError: (error: unknown) => string;
}

/** One image of the gallery manager: select, remove (spec A 2 confirmation), 'Background', tags (spec A 4/5/8). */
export function ImageCard({
  image,
  position,
  total,
  selected,
  onSelectedChange,
  onRemove,
  onBackground,
  onAddTag,
  onRemoveTag,
  describeError,
}: ImageCardProps) {
  const text = useDashboardText('gallery');
  const locale = useUiLocale();
  const [confirming, setConfirming] = useState(false);
  const name = image.caption ?? text('image.name', { position, total });
  const pages = pageBadges(image.pageBackgrounds.map((background) => background.page));
  return (
    <li className={styles.card} data-selected={selected ? '' : undefined} data-image-id={image.id}>
      <img
        className={styles.thumb}
        src={image.thumbnailUrl ?? image.url}
        alt={name}
        width={image.width}
        height={image.height}
        loading="lazy"
      />
      <Checkbox isSelected={selected} onChange={onSelectedChange} aria-label={text('image.select', { name })}>
        <span className={styles.caption}>{name}</span>
      </Checkbox>
      {image.pageBackgrounds.length > 0 ? (
        <p className={styles.badges}>
          <span className={visuallyHidden}>{text('image.usedOn')}</span>
          {pages.visible.map((page) => (
            <Badge key={page} tone="secondary">
              {text(`page.${page}`)}
            </Badge>
          ))}
          {pages.overflowLabel ? <Badge tone="neutral">{pages.overflowLabel}</Badge> : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        {onBackground ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={text('image.backgroundOf', { name })}
            onPress={() => onBackground(image)}
          >
            {text('image.background')}
          </Button>
        ) : null}
        {onRemove ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={text('image.removeOf', { name })}
            onPress={() => setConfirming(true)}
          >
            {text('image.remove')}
          </Button>
        ) : null}
      </div>
      <TagEditor
        label={text('image.tags', { name })}
        tags={image.tags}
        onAdd={(tag) => onAddTag(image, tag)}
        onRemove={(tag) => onRemoveTag(image, tag)}
      />
      {onRemove ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={text('image.removeTitle')}
          description={translate('gallery.deleteConfirm', locale, {
            caption: image.caption ?? translate('gallery.thisImage', locale),
          })}
          confirmLabel={text('image.delete')}
          cancelLabel={text('image.cancel')}
          onConfirm={() => onRemove(image)}
          describeError={describeError}
        />
      ) : null}
    </li>
  );
}
