import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '@wedding/api-client';
import type { AdminCreateWeddingInput } from '@wedding/core';
import { useApi, useNavigation, useSlugAvailability } from '@wedding/dashboard';
import { useToast } from '@wedding/ui';
import { useState } from 'react';
import { useCustomerOptions } from '../../components/use-remote-options';
import { adminKeys } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { NewWeddingView } from './NewWeddingView';

export function NewWeddingScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { navigate } = useNavigation();
  const toast = useToast();
  const text = useAdminText('weddings');
  const owners = useCustomerOptions();
  const [slug, setSlug] = useState('');
  const slugState = useSlugAvailability(slug);
  const create = useMutation({
    mutationFn: (input: AdminCreateWeddingInput) => api.admin.createWedding(input),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast.success(text('new.created'));
      navigate(`/admin/weddings/${data.id}`);
    },
  });
  return (
    <NewWeddingView
      owners={owners}
      slugState={slugState}
      onSlugChange={setSlug}
      onSubmit={(input) => create.mutate(input)}
      pending={create.isPending}
      errorKey={create.error ? errorMessageKey(create.error) : null}
    />
  );
}
