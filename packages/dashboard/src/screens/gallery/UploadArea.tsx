import { translate, UPLOAD_IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@wedding/core';
import { Badge, Button, useUiLocale } from '@wedding/ui';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useDashboardText } from '../../i18n/dashboard-text';
import * as styles from './GalleryManager.css';
import type { UploadItem } from './use-upload-queue';

const BYTES_PER_MEGABYTE = 1_048_576;

export interface UploadAreaProps {
  items: readonly UploadItem[];
  onFiles: (files: File[]) => void;
  onClearFinished: () => void;
  /** At the image limit the area is closed with the limit message (docs/requirements.md A5). */
  atLimit: boolean;
}

const STATUS_TONE = {
  waiting: 'neutral',
  uploading: 'primary',
  complete: 'success',
  error: 'error',
} as const;

/**
 * Upload (docs/requirements.md A2 and A4): drag and drop or the file picker, several files at once, each file's state
 * (uploading, complete, error with its message in the person's language); jpeg, png and webp up to 5 MB.
 */
export function UploadArea({ items, onFiles, onClearFinished, atLimit }: UploadAreaProps) {
  const text = useDashboardText('gallery');
  const locale = useUiLocale();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const finished = items.some((item) => item.status === 'complete' || item.status === 'error');

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (atLimit) return;
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <section
      className={styles.drop}
      aria-labelledby={`${inputId}-title`}
      data-dragging={dragging ? '' : undefined}
      data-disabled={atLimit ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        if (!atLimit) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <h2 id={`${inputId}-title`} className={styles.dropTitle}>
        {text('upload.title')}
      </h2>
      <p className={styles.muted}>{text('upload.hint', { maxMb: UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE })}</p>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.fileInput}
        type="file"
        multiple
        accept={UPLOAD_IMAGE_MIME_TYPES.join(',')}
        disabled={atLimit}
        tabIndex={-1}
        aria-label={text('upload.choose')}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so choosing the same file again is a change too.
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button variant="outline" isDisabled={atLimit} onPress={() => inputRef.current?.click()}>
        {text('upload.choose')}
      </Button>
      {atLimit ? (
        <p className={styles.error} role="status">
          {translate('upload.limitReached', locale)}
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <ul className={styles.uploads} aria-label={text('upload.list')}>
            {items.map((item) => (
              <li key={item.id} className={styles.upload} data-status={item.status}>
                <Badge tone={STATUS_TONE[item.status]}>{text(`upload.status.${item.status}`)}</Badge>
                <span>{item.name}</span>
                {item.message ? <span className={styles.error}>{item.message}</span> : null}
              </li>
            ))}
          </ul>
          <div role="status" className={styles.muted}>
            {text('upload.summary', {
              complete: items.filter((item) => item.status === 'complete').length,
              failed: items.filter((item) => item.status === 'error').length,
              total: items.length,
            })}
          </div>
          {finished ? (
            <Button variant="ghost" size="sm" onPress={onClearFinished}>
              {text('upload.clear')}
            </Button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
