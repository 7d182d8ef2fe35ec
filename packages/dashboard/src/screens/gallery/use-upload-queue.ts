import { type Locale, translate } from '@wedding/core';
import { checkUpload } from '@wedding/ui';
import { useCallback, useRef, useState } from 'react';

/** Upload (docs/requirements.md A4) states, plus waiting for its turn (files upload one after the other). */
export const UPLOAD_STATUSES = ['waiting', 'uploading', 'complete', 'error'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

export interface UploadItem {
  id: number;
  name: string;
  status: UploadStatus;
  /** Why it failed, in the person's language. */
  message?: string;
}

export interface UploadQueueOptions {
  upload: (file: File) => Promise<void>;
  /** Images stored now and the maximum (a service setting): files beyond it are refused with the limit message. */
  imageCount: number;
  maxImages: number;
  describeError: (error: unknown) => string;
  locale: Locale;
}

/**
 * Several files at once, each with its own state: checked first with core's rules (jpeg, png, webp; 5 MB; the image
 * limit), then uploaded one at a time, so the server's answer (its message, e.g. a file whose content is not an
 * image) belongs to its file.
 */
export function useUploadQueue({ upload, imageCount, maxImages, describeError, locale }: UploadQueueOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(0);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const reserved = useRef(0);
  const latest = useRef({ upload, describeError });
  latest.current = { upload, describeError };

  const add = useCallback(
    (files: readonly File[]) => {
      const update = (id: number, patch: Partial<UploadItem>) =>
        setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
      const added: UploadItem[] = [];
      for (const file of files) {
        nextId.current += 1;
        const id = nextId.current;
        const check = checkUpload([file], imageCount + reserved.current, maxImages);
        if (!check.ok) {
          added.push({
            id,
            name: file.name,
            status: 'error',
            message: translate(check.key, locale, check.params),
          });
          continue;
        }
        reserved.current += 1;
        added.push({ id, name: file.name, status: 'waiting' });
        chain.current = chain.current.then(async () => {
          update(id, { status: 'uploading' });
          try {
            await latest.current.upload(file);
            update(id, { status: 'complete' });
          } catch (error) {
            update(id, { status: 'error', message: latest.current.describeError(error) });
          } finally {
            reserved.current -= 1;
          }
        });
      }
      setItems((current) => [...current, ...added]);
    },
    [imageCount, maxImages, locale],
  );

  const clearFinished = useCallback(
    () =>
      setItems((current) =>
        current.filter((item) => item.status === 'waiting' || item.status === 'uploading'),
      ),
    [],
  );

  return {
    items,
    add,
    clearFinished,
    busy: items.some((item) => item.status === 'uploading' || item.status === 'waiting'),
  };
}
