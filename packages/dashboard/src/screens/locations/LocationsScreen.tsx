import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type LocationPayload, type LocationView, translate } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { queryKeys } from '../../data/query-keys';
import { locationsQuery } from '../../data/site-queries';
import { useDashboardText } from '../../i18n/dashboard-text';
import { LocationsView } from './LocationsView';

/**
 * '/dashboard/wedding/locations': docs/requirements.md A4 "location add, edit and delete update the list locally and
 * refresh"; docs/requirements.md B8: a failed save keeps the dialog open and toasts 'Failed to save location', a failed
 * delete toasts 'Failed to delete location'.
 */
export function LocationsScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const weddingId = useCurrentWeddingId();
  const { data: locations } = useSuspenseQuery(locationsQuery(api, weddingId));
  const toast = useToast();
  const locale = useUiLocale();
  const text = useDashboardText('locations');
  const key = queryKeys.locations(weddingId);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      // The overview lists the locations too.
      queryClient.invalidateQueries({ queryKey: queryKeys.wedding(weddingId), exact: true }),
    ]);

  const save = useMutation({
    mutationFn: ({ values, locationId }: { values: LocationPayload; locationId: string | null }) =>
      locationId
        ? api.locations.update(weddingId, locationId, values)
        : api.locations.create(weddingId, values),
    onSuccess: (saved) => {
      queryClient.setQueryData<LocationView[]>(key, (current = []) =>
        current.some((location) => location.id === saved.id)
          ? current.map((location) => (location.id === saved.id ? saved : location))
          : [...current, saved],
      );
      void refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (location: LocationView) => api.locations.remove(weddingId, location.id),
    onSuccess: (_answer, location) => {
      queryClient.setQueryData<LocationView[]>(key, (current = []) =>
        current.filter((entry) => entry.id !== location.id),
      );
      void refresh();
    },
  });

  return (
    <LocationsView
      locations={locations}
      onSave={async (values, locationId) => {
        try {
          await save.mutateAsync({ values, locationId });
          toast.success(text('saved'));
        } catch (error) {
          toast.error(translate('location.saveFailed', locale));
          throw error;
        }
      }}
      onDelete={async (location) => {
        try {
          await remove.mutateAsync(location);
          toast.success(text('deleted'));
        } catch (error) {
          toast.error(translate('location.deleteFailed', locale));
          throw error;
        }
      }}
    />
  );
}
