import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { errorMessageKey } from '@wedding/api-client';
import type { ServiceSettings } from '@wedding/core';
import { useApi, useSession } from '@wedding/dashboard';
import { useToast } from '@wedding/ui';
import { adminKeys, adminQueries } from '../../data/admin-queries';
import { useAdminText } from '../../i18n/admin-text';
import { SettingsView } from './SettingsView';

export function SettingsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const text = useAdminText('settings');
  const { user } = useSession();
  const { data } = useSuspenseQuery(adminQueries.settings(api));
  const save = useMutation({
    mutationFn: (settings: ServiceSettings) => api.admin.updateSettings(settings),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      toast.success(text('saved'));
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  return (
    <SettingsView
      // A saved answer becomes the form's new starting point (so "unsaved" is measured against it).
      key={data.updatedAt ?? 'defaults'}
      settings={data.settings}
      updatedAt={data.updatedAt}
      canEdit={user?.role === 'superadmin'}
      onSave={(settings) => save.mutate(settings)}
      saving={save.isPending}
      errorKey={save.error ? errorMessageKey(save.error) : null}
    />
  );
}
