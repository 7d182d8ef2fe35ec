import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGING, type AdminImageRow, type MessageKey, translate } from '@wedding/core';
import { failureMessageKey, useApi } from '@wedding/dashboard';
import { useToast, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import type { AdminSearchProps } from '../../components/admin-list-state';
import { adminKeys, adminQueries } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import type { GallerySearch } from './gallery-search';
import { ModerationView } from './ModerationView';

export function ModerationScreen({ search, onSearchChange }: AdminSearchProps<GallerySearch>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const text = useAdminText('gallery');
  const locale = useUiLocale();
  const toast = useToast();
  const [confirming, setConfirming] = useState<AdminImageRow | null>(null);
  const [errorKey, setErrorKey] = useState<MessageKey | null>(null);
  const { data: page, isFetching } = useQuery(
    adminQueries.images(api, { ...search, limit: ADMIN_PAGING.defaultLimit }),
  );
  const remove = useMutation({
    mutationFn: ({ image, reason }: { image: AdminImageRow; reason: string }) =>
      api.admin.removeImage(image.id, reason),
    onSuccess: async () => {
      setConfirming(null);
      setErrorKey(null);
      toast.success(text('removed'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      const key = failureMessageKey(error, 'gallery.unknownError');
      setErrorKey(key);
      toast.error(translate(key, locale));
    },
  });
  return (
    <ModerationView
      search={search}
      onSearchChange={onSearchChange}
      page={page}
      loading={isFetching}
      confirming={confirming}
      onConfirmingChange={(image) => {
        if (remove.isPending) return;
        setErrorKey(null);
        setConfirming(image);
      }}
      onRemove={(image, reason) => remove.mutate({ image, reason })}
      removingId={remove.isPending ? (remove.variables?.image.id ?? null) : null}
      removeErrorKey={errorKey}
    />
  );
}
