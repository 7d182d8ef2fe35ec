import * as RadixDialog from '@radix-ui/react-dialog';
import { LIGHTBOX_IMAGE, lightboxNavigation } from '@wedding/core';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../icons/icons';
import { visuallyHidden } from '../../styles/shared.css';
import { IconButton } from '../IconButton/IconButton';
import type { GalleryImage } from '../ImageGrid/ImageGrid';
import { useThemeRoot } from '../ThemeProvider/ThemeRootContext';
import * as styles from './Lightbox.css';

export interface LightboxProps {
  images: readonly GalleryImage[];
  /** Index of the shown image; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
}

/**
 * Full-screen lightbox (docs/requirements.md A2 and B4): close, previous (only above index 0), next (only below the
 * last), caption and 'n / total'; Escape and a backdrop click close, arrow keys move.
 */
export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const { t } = useUiStrings();
  const themeRoot = useThemeRoot();
  const navigation = lightboxNavigation(index, images.length);
  const image = navigation.open && index !== null ? images[index] : undefined;
  const move = (step: number) => {
    if (index === null) return;
    if ((step < 0 && navigation.hasPrevious) || (step > 0 && navigation.hasNext)) onIndexChange(index + step);
  };
  return (
    <RadixDialog.Root open={navigation.open} onOpenChange={(open) => !open && onIndexChange(null)}>
      <RadixDialog.Portal container={themeRoot ?? undefined}>
        <RadixDialog.Overlay className={styles.overlay} data-testid="lightbox-backdrop" />
        <RadixDialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onKeyDown={(event) => {
            if (event.key === 'ArrowLeft') move(-1);
            if (event.key === 'ArrowRight') move(1);
          }}
        >
          <RadixDialog.Title className={visuallyHidden}>
            {image?.alt ?? t('lightbox.label')}
          </RadixDialog.Title>
          <div className={styles.bar}>
            <span className={styles.pill} aria-live="polite">
              {navigation.counter ? t('lightbox.counter', navigation.counter) : null}
            </span>
            <IconButton
              variant="outline"
              icon={<CloseIcon />}
              aria-label={t('dialog.close')}
              onPress={() => onIndexChange(null)}
            />
          </div>
          <div className={styles.stage}>
            <span className={styles.navSlot}>
              {navigation.hasPrevious ? (
                <IconButton
                  variant="outline"
                  icon={<ChevronLeftIcon />}
                  aria-label={t('lightbox.previous')}
                  onPress={() => move(-1)}
                />
              ) : null}
            </span>
            {image ? (
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={LIGHTBOX_IMAGE.width}
                height={LIGHTBOX_IMAGE.height}
              />
            ) : null}
            <span className={styles.navSlot}>
              {navigation.hasNext ? (
                <IconButton
                  variant="outline"
                  icon={<ChevronRightIcon />}
                  aria-label={t('lightbox.next')}
                  onPress={() => move(1)}
                />
              ) : null}
            </span>
          </div>
          {image?.caption ? <p className={`${styles.caption} ${styles.pill}`}>{image.caption}</p> : <span />}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
