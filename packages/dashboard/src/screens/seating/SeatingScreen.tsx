import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import {
  applySeatChanges,
  type SeatChange,
  type SeatingPlan,
  type SeatingPlanResponse,
  type SeatingTableCreateRequest,
} from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { failureText } from '../../components/failure-message';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { useDashboardText } from '../../i18n/dashboard-text';
import { SeatingView } from './SeatingView';
import { seatingPrintLinks } from './seating-links';
import { seatingKeys, seatingPlanQuery } from './seating-queries';

const EMPTY_PLAN: SeatingPlan = { tables: [], guests: [], assignments: [], notes: [] };
const SEATS_MUTATION = ['seating', 'seats'] as const;

/**
 * '/dashboard/wedding/seating': every change is shown at once and saved at once; a refused one (another planner
 * was first: 409, or a guest or table removed meanwhile: 404) is rolled back with the server's message and the
 * plan is read again, so the couple sees what the other planner did.
 */
export function SeatingScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const weddingId = useCurrentWeddingId();
  const locale = useUiLocale();
  const toast = useToast();
  const text = useDashboardText('seating');
  const key = seatingKeys.plan(weddingId);
  const plan = useQuery(seatingPlanQuery(api, weddingId));
  const params = { weddingId };

  const update = (change: (current: SeatingPlanResponse) => SeatingPlanResponse) =>
    queryClient.setQueryData<SeatingPlanResponse>(key, (current) => (current ? change(current) : current));

  const failed = (error: unknown) => {
    toast.error(text('saved.failed'), {
      description: failureText(error, 'saveError', locale, 'networkError'),
    });
    if (isApiError(error) && (error.status === 409 || error.status === 404)) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };

  const seats = useMutation({
    mutationKey: SEATS_MUTATION,
    mutationFn: (changes: SeatChange[]) => api.seating.changeSeats({ params, body: { changes } }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SeatingPlanResponse>(key);
      update((current) => ({ ...current, assignments: applySeatChanges(current.assignments, changes) }));
      return { previous };
    },
    onError: (error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      failed(error);
    },
    onSuccess: ({ assignments }) => {
      // With another change still on its way, its optimistic seats stay until its own answer arrives.
      if (queryClient.isMutating({ mutationKey: SEATS_MUTATION }) <= 1) {
        update((current) => ({ ...current, assignments }));
      }
    },
  });

  const guarded =
    <Args extends unknown[]>(action: (...args: Args) => Promise<void>) =>
    async (...args: Args) => {
      try {
        await action(...args);
      } catch (error) {
        failed(error);
        throw error;
      }
    };

  return (
    <SeatingView
      status={plan.data ? 'ready' : plan.isError ? 'error' : 'loading'}
      plan={plan.data ?? EMPTY_PLAN}
      printLinks={seatingPrintLinks(weddingId)}
      onRetry={() => void plan.refetch()}
      onChangeSeats={async (changes) => {
        await seats.mutateAsync(changes);
      }}
      onCreateTable={guarded(async (input: SeatingTableCreateRequest) => {
        const { table } = await api.seating.createTable({ params, body: input });
        update((current) => ({ ...current, tables: [...current.tables, table] }));
      })}
      onUpdateTable={guarded(async (tableId: string, input: SeatingTableCreateRequest) => {
        const version = plan.data?.tables.find((table) => table.id === tableId)?.version ?? 1;
        const { table } = await api.seating.updateTable({
          params: { ...params, tableId },
          body: { ...input, version },
        });
        update((current) => ({
          ...current,
          tables: current.tables.map((entry) => (entry.id === table.id ? table : entry)),
        }));
      })}
      onDeleteTable={guarded(async (tableId: string) => {
        const { assignments } = await api.seating.deleteTable({ params: { ...params, tableId } });
        update((current) => ({
          ...current,
          tables: current.tables.filter((table) => table.id !== tableId),
          assignments,
        }));
      })}
      onAddNote={guarded(async (guestAId: string, guestBId: string) => {
        const { note } = await api.seating.addNote({ params, body: { guestAId, guestBId } });
        update((current) => ({
          ...current,
          notes: [...current.notes.filter((entry) => entry.id !== note.id), note],
        }));
      })}
      onDeleteNote={guarded(async (noteId: string) => {
        const { notes } = await api.seating.deleteNote({ params: { ...params, noteId } });
        update((current) => ({ ...current, notes }));
      })}
      onSetChild={guarded(async (guestId: string, isChild: boolean) => {
        const { guest } = await api.seating.setChild({ params: { ...params, guestId }, body: { isChild } });
        update((current) => ({
          ...current,
          guests: current.guests.map((entry) => (entry.id === guest.id ? guest : entry)),
        }));
      })}
    />
  );
}
