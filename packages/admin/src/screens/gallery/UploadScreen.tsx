import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessageKey, useApi } from '@wedding/dashboard';
import { useToast } from '@wedding/ui';
import { useState } from 'react';
import { useWeddingOptions } from '../../components/use-remote-options';
import { adminKeys } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { UploadView, type UploadViewProps } from './UploadView';

export function UploadScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const text = useAdminText('gallery');
  const weddings = useWeddingOptions();
  const [uploaded, setUploaded] = useState<UploadViewProps['uploaded']>([]);
  const upload = useMutation({
    mutationFn: async ({ file, weddingId }: { file: File; weddingId: string }) =>
      api.admin.uploadImage(weddingId, file, file.name),
    onSuccess: async ({ id }, { file, weddingId }) => {
      const weddingLabel = weddings.options.find((option) => option.id === weddingId)?.label ?? weddingId;
      setUploaded((previous) => [{ id, fileName: file.name, weddingId, weddingLabel }, ...previous]);
      toast.success(text('upload.uploaded'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  return (
    <UploadView
      weddings={weddings}
      onFile={(file) => {
        if (weddings.selectedId) upload.mutate({ file, weddingId: weddings.selectedId });
      }}
      uploading={upload.isPending}
      errorKey={upload.error ? failureMessageKey(upload.error, 'gallery.unknownError') : null}
      uploaded={uploaded}
    />
  );
}
