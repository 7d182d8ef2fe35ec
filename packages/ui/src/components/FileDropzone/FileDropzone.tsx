import { translate, UPLOAD_IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '@wedding/core';
import { useState } from 'react';
import { type DropItem, DropZone, FileTrigger, Text } from 'react-aria-components';
import { useUiStrings } from '../../i18n/useUiStrings';
import { Button } from '../Button/Button';
import { checkUpload, type UploadCheck } from './check-upload';
import * as styles from './FileDropzone.css';

const BYTES_PER_MEGABYTE = 1_048_576;

export interface FileDropzoneProps {
  /** Receives the accepted file (first allowed of a drop). */
  onFile: (file: File) => void;
  /** Images already stored; at the maximum the zone is disabled (docs/requirements.md A5). */
  imageCount?: number;
  maxImages?: number;
  isUploading?: boolean;
}

async function filesOf(items: readonly DropItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) if (item.kind === 'file') files.push(await item.getFile());
  return files;
}

/** Drag-and-drop or pick an image; type, size and limit rules come from @wedding/core. */
export function FileDropzone({ onFile, imageCount = 0, maxImages, isUploading }: FileDropzoneProps) {
  const { t, locale } = useUiStrings();
  const [rejection, setRejection] = useState<Extract<UploadCheck, { ok: false }> | null>(null);
  const limitCheck = checkUpload([], imageCount, maxImages);
  const atLimit = !limitCheck.ok && limitCheck.key === 'upload.limitReached';
  const disabled = atLimit || Boolean(isUploading);

  const handle = (files: readonly File[]) => {
    const result = checkUpload(files, imageCount, maxImages);
    if (result.ok) {
      setRejection(null);
      onFile(result.file);
    } else {
      setRejection(result);
    }
  };

  const message = atLimit
    ? translate('upload.limitReached', locale)
    : rejection
      ? translate(rejection.key, locale, rejection.params)
      : null;

  return (
    <DropZone
      className={styles.zone}
      isDisabled={disabled}
      aria-label={t('fileDropzone.label')}
      onDrop={async (event) => handle(await filesOf(event.items))}
    >
      <Text slot="label">{isUploading ? t('fileDropzone.uploading') : t('fileDropzone.label')}</Text>
      <p className={styles.hint}>
        {t('fileDropzone.hint', { maxMb: UPLOAD_MAX_BYTES / BYTES_PER_MEGABYTE })}
      </p>
      <FileTrigger
        acceptedFileTypes={[...UPLOAD_IMAGE_MIME_TYPES]}
        onSelect={(list) => handle(list ? Array.from(list) : [])}
      >
        <Button variant="outline" isDisabled={disabled} isPending={isUploading}>
          {t('fileDropzone.choose')}
        </Button>
      </FileTrigger>
      <p className={styles.error} role="alert">
        {message}
      </p>
    </DropZone>
  );
}
