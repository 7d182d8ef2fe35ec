import { type MessageKey, translate } from '@wedding/core';
import { AppLink } from '@wedding/dashboard';
import { FileDropzone, useUiLocale } from '@wedding/ui';
import { RemotePicker } from '../../components/RemotePicker';
import type { RemoteOptions } from '../../components/use-remote-options';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './gallery.css';

export interface UploadViewProps {
  weddings: RemoteOptions;
  onFile: (file: File) => void;
  uploading?: boolean;
  errorKey?: MessageKey | null;
  /** The images uploaded on this page, newest first (their wedding's gallery is a link away). */
  uploaded: readonly { id: string; fileName: string; weddingId: string; weddingLabel: string }[];
}

/** '/admin/gallery/upload': an image into any wedding's gallery (the wedding's limit and the upload rules apply). */
export function UploadView({ weddings, onFile, uploading, errorKey, uploaded }: UploadViewProps) {
  const text = useAdminText('gallery');
  const locale = useUiLocale();
  const chosen = weddings.selectedId !== null;
  return (
    <div className={styles.uploadForm}>
      <RemotePicker
        label={text('upload.wedding')}
        description={text('upload.weddingHint')}
        options={weddings.options}
        inputValue={weddings.inputValue}
        onInputChange={weddings.setInputValue}
        selectedId={weddings.selectedId}
        onSelect={weddings.select}
        emptyText={text('upload.noWedding')}
        isRequired
      />
      {chosen ? (
        <FileDropzone onFile={onFile} isUploading={uploading} />
      ) : (
        <p className={styles.muted}>{text('upload.chooseFirst')}</p>
      )}
      {errorKey ? (
        <p role="alert" className={styles.alert}>
          {translate(errorKey, locale)}
        </p>
      ) : null}
      {uploaded.length > 0 ? (
        <section aria-labelledby="admin-uploaded" className={styles.album}>
          <h2 id="admin-uploaded" className={styles.sectionTitle}>
            {text('upload.done')}
          </h2>
          <ul className={styles.plainList}>
            {uploaded.map((image) => (
              <li key={image.id}>
                <span>{image.fileName}</span>
                {' · '}
                <AppLink href={`/admin/weddings/${image.weddingId}`} className={styles.link}>
                  {image.weddingLabel}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
