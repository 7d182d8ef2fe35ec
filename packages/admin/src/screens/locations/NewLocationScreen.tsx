import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageKey } from '@wedding/api-client';
import type { AdminCreateLocationInput } from '@wedding/core';
import { useApi, useNavigation } from '@wedding/dashboard';
import { useToast } from '@wedding/ui';
import { useWeddingOptions } from '../../components/use-remote-options';
import { adminKeys } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { NewLocationView } from './NewLocationView';

export function NewLocationScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { navigate } = useNavigation();
  const toast = useToast();
  const text = useAdminText('locations');
  const weddings = useWeddingOptions();
  const create = useMutation({
    mutationFn: (input: AdminCreateLocationInput) => api.admin.createLocation(input),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      toast.success(text('new.created'));
      navigate(`/admin/locations?search=${encodeURIComponent(data.name)}`);
    },
  });
  return (
    <NewLocationView
      weddings={weddings}
      onSubmit={(input) => create.mutate(input)}
      pending={create.isPending}
      errorKey={create.error ? errorMessageKey(create.error) : null}
    />
  );
}
