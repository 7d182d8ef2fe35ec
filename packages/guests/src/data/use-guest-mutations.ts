import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import {
  type AttendanceStatus,
  type GuestListEntry,
  type GuestPayloadInput,
  type MessageKey,
  translate,
} from '@wedding/core';
import { failureMessageKey, useApi } from '@wedding/dashboard';
import { useToast, useUiLocale } from '@wedding/ui';
import { entryPatchOf, patchCachedGuest, removeCachedGuest, snapshotGuestLists } from './guest-cache';
import { guestKeys } from './query-keys';

export type InlineEditField = 'name' | 'phone' | 'estimatedGuests';

/** After a change the lists, the desk's counts and the guest's own entries are read again. */
function useRefresh(weddingId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['weddings', weddingId] });
}

/**
 * Inline edit (docs/requirements.md B4 and B8): shown at once; a refused change shows 'Fehler beim Aktualisieren' and
 * the list is read again from the server. Success says 'Gast aktualisiert'.
 */
export function useInlineEditGuest(weddingId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const toast = useToast();
  const locale = useUiLocale();
  const refresh = useRefresh(weddingId);
  return useMutation({
    mutationFn: ({
      guestId,
      field,
      value,
    }: {
      guestId: string;
      field: InlineEditField;
      value: string | number | null;
    }) => api.guests.update(weddingId, guestId, { [field]: value }),
    onMutate: async ({ guestId, field, value }) => {
      await queryClient.cancelQueries({ queryKey: guestKeys.all(weddingId) });
      patchCachedGuest(queryClient, weddingId, guestId, { [field]: value } as Partial<GuestListEntry>);
    },
    onSuccess: ({ data }) => {
      patchCachedGuest(queryClient, weddingId, data.id, entryPatchOf(data));
      toast.success(translate('guest.updated', locale));
    },
    onError: () => toast.error(translate('guest.updateError', locale)),
    onSettled: () => refresh(),
  });
}

/**
 * docs/requirements.md B4: the guest leaves the list at once; on failure the list is reloaded and the dialog shows the
 * reason.
 */
export function useDeleteGuest(weddingId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useRefresh(weddingId);
  return useMutation({
    mutationFn: (guestId: string) => api.guests.remove(weddingId, guestId),
    onMutate: async (guestId) => {
      await queryClient.cancelQueries({ queryKey: guestKeys.all(weddingId) });
      removeCachedGuest(queryClient, weddingId, guestId);
    },
    onSettled: () => refresh(),
  });
}

/** The text a failed delete shows in its dialog: the server's message, else errors.deleteFailed / deleteError. */
export function deleteFailureKey(error: unknown): MessageKey {
  return failureMessageKey(error, 'errors.deleteFailed', 'deleteError');
}

/**
 * Create (no guest given) or update (docs/requirements.md B4); the caller shows the toasts and keeps the form on
 * failure.
 */
export function useSaveGuest(weddingId: string) {
  const api = useApi();
  const refresh = useRefresh(weddingId);
  return useMutation({
    mutationFn: ({ guestId, payload }: { guestId: string | null; payload: GuestPayloadInput }) =>
      guestId ? api.guests.update(weddingId, guestId, payload) : api.guests.create(weddingId, payload),
    onSuccess: () => refresh(),
  });
}

/**
 * Grouping (docs/requirements.md B7); failures show the server's message, else 'Fehler beim Verknüpfen' / 'Fehler beim
 * Trennen'.
 */
export function useGrouping(weddingId: string) {
  const api = useApi();
  const toast = useToast();
  const locale = useUiLocale();
  const refresh = useRefresh(weddingId);
  // The server's own words when it gave some (a known code, or a sentence), else the spec's fallback.
  const failure = (fallback: MessageKey) => (error: unknown) => {
    const serverText = isApiError(error)
      ? error.serverMessageKey
        ? translate(error.serverMessageKey, locale)
        : /\s/.test(error.code)
          ? error.code
          : null
      : null;
    toast.error(serverText ?? translate(fallback, locale));
  };
  const group = useMutation({
    mutationFn: (body: { primaryGuestId: string; companionGuestIds: string[] }) =>
      api.guests.group(weddingId, body),
    onError: failure('group.linkError'),
    onSettled: () => refresh(),
  });
  const ungroup = useMutation({
    mutationFn: (guestId: string) => api.guests.ungroup(weddingId, guestId),
    onError: failure('group.unlinkError'),
    onSettled: () => refresh(),
  });
  return { group, ungroup };
}

/** Quick entry at the RSVP desk: a phone or paper reply written onto the list entry (with its history). */
export function useQuickReply(weddingId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = useRefresh(weddingId);
  return useMutation({
    mutationFn: ({
      guestId,
      status,
      people,
    }: {
      guestId: string;
      status: AttendanceStatus;
      people: number;
    }) =>
      api.guests.update(weddingId, guestId, {
        rsvp: { attendanceStatus: status },
        rsvpReceived: true,
        confirmedGuests: status === 'attending' ? people : 0,
      }),
    onMutate: ({ guestId, status, people }) =>
      patchCachedGuest(queryClient, weddingId, guestId, {
        attendanceStatus: status,
        rsvpReceived: true,
        confirmedGuests: status === 'attending' ? people : 0,
      }),
    onSettled: () => refresh(),
  });
}

export { snapshotGuestLists };
