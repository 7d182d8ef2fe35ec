import { canUploadImage, firstAllowedUpload, type MessageKey, uploadImageFileSchema } from '@wedding/core';

export type UploadCheck =
  | { ok: true; file: File }
  | { ok: false; key: MessageKey; params?: Record<string, number> };

/**
 * Upload rules (docs/requirements.md A5), all from @wedding/core: the limit disables uploads, a drop takes the first
 * file of an allowed type, and that file must pass the upload schema (type and 5 MB size).
 */
export function checkUpload(files: readonly File[], imageCount: number, maxImages?: number): UploadCheck {
  if (!canUploadImage(imageCount, maxImages)) return { ok: false, key: 'upload.limitReached' };
  const file = firstAllowedUpload(files);
  if (!file) return { ok: false, key: 'upload.invalidType' };
  const result = uploadImageFileSchema.safeParse({ mimeType: file.type, size: file.size });
  if (result.success) return { ok: true, file };
  const issue = result.error.issues[0];
  const params =
    issue && 'params' in issue ? (issue.params as Record<string, number> | undefined) : undefined;
  return { ok: false, key: (issue?.message ?? 'upload.invalidType') as MessageKey, params };
}
