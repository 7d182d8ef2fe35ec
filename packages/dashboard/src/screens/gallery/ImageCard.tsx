import { type GalleryImageView, pageBadges, translate } from '@wedding/core';
import {
  Badge,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  IconButton,
  Menu,
  type MenuAction,
  MoreIcon,
  TagEditor,
  useUiLocale,
  visuallyHidden,
} from '@wedding/ui';
import { useRef, useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './GalleryManager.css';

export interface ImageCardProps {
  image: GalleryImageView;
  /** Position in the gallery (1-based), for the alt text of an image without caption. */
  position: number;
  total: number;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** Remove and 'Use as background' are offered only when their handlers are given (docs/decisions.md). */
  onRemove?: (image: GalleryImageView) => Promise<void>;
  onBackground?: (image: GalleryImageView) => void;
  onAddTag: (image: GalleryImageView, tag: string) => Promise<void>;
  onRemoveTag: (image: GalleryImageView, tag: string) => Promise<void>;
  describeError: (error: unknown) => string;
}

type ImageAction = 'background' | 'tags' | 'remove';

/**
 * One image of the gallery manager: the picture, its selection, where it is a background and its tags, with every
 * action (use as background, edit tags, remove) one tap away in the card's menu, so a grid of many images stays calm.
 */
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
  const [editingTags, setEditingTags] = useState(false);
  // The dialogs open from a menu item that is gone when they close: the focus goes back to the menu's button.
  const menuButton = useRef<HTMLButtonElement>(null);
  const name = image.caption ?? text('image.name', { position, total });
  const pages = pageBadges(image.pageBackgrounds.map((background) => background.page));
  const actions: MenuAction<ImageAction>[] = [
    ...(onBackground ? [{ id: 'background' as const, label: text('image.useAsBackground') }] : []),
    { id: 'tags', label: text('image.editTags') },
    ...(onRemove ? [{ id: 'remove' as const, label: text('image.remove'), tone: 'danger' as const }] : []),
  ];
  const runAction = (action: ImageAction) => {
    if (action === 'background') onBackground?.(image);
    if (action === 'tags') setEditingTags(true);
    if (action === 'remove') setConfirming(true);
  };
  return (
    <li className={styles.card} data-selected={selected ? '' : undefined} data-image-id={image.id}>
      {/* The caption beside it names the image (an alt text would only repeat it). */}
      <img
        className={styles.thumb}
        src={image.thumbnailUrl ?? image.url}
        alt=""
        width={image.width}
        height={image.height}
        loading="lazy"
      />
      <div className={styles.cardHead}>
        <Checkbox
          isSelected={selected}
          onChange={onSelectedChange}
          aria-label={text('image.select', { name })}
        >
          <span className={styles.caption}>{name}</span>
        </Checkbox>
        <Menu
          aria-label={text('image.actions', { name })}
          trigger={
            <IconButton
              ref={menuButton}
              aria-label={text('image.actions', { name })}
              icon={<MoreIcon />}
              size="sm"
            />
          }
          items={actions}
          onAction={runAction}
        />
      </div>
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
      {image.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={text('image.tags', { name })}>
          {image.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="neutral">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog.Root open={editingTags} onOpenChange={setEditingTags}>
        <Dialog.Content
          title={text('image.tags', { name })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
        >
          <TagEditor
            label={text('image.tags', { name })}
            tags={image.tags}
            onAdd={(tag) => onAddTag(image, tag)}
            onRemove={(tag) => onRemoveTag(image, tag)}
          />
          <Dialog.Footer>
            <Button onPress={() => setEditingTags(false)}>{text('image.done')}</Button>
          </Dialog.Footer>
        </Dialog.Content>
      </Dialog.Root>
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
          returnFocusTo={menuButton}
        />
      ) : null}
    </li>
  );
}
