import type { QueryClient } from '@tanstack/react-query';
import type { GuestListEntry, GuestListEntryPage, GuestView } from '@wedding/core';
import { guestKeys } from './query-keys';

type Pages = [readonly unknown[], GuestListEntryPage | undefined][];

/** Every cached list (the whole list and server pages) of the wedding, to restore after a failed change. */
export function snapshotGuestLists(queryClient: QueryClient, weddingId: string): () => void {
  const saved = queryClient.getQueriesData<GuestListEntryPage>({
    queryKey: guestKeys.all(weddingId),
  }) as Pages;
  return () => {
    for (const [key, data] of saved) queryClient.setQueryData(key, data);
  };
}

function updateLists(
  queryClient: QueryClient,
  weddingId: string,
  update: (entries: GuestListEntry[]) => GuestListEntry[],
): void {
  const lists = queryClient.getQueriesData<GuestListEntryPage>({ queryKey: guestKeys.all(weddingId) });
  for (const [key, data] of lists) {
    if (!data || !Array.isArray((data as Partial<GuestListEntryPage>).data)) continue;
    const entries = update(data.data);
    const removed = data.data.length - entries.length;
    queryClient.setQueryData<GuestListEntryPage>(key, {
      ...data,
      data: entries,
      total: data.total - removed,
    });
  }
}

/** Writes a change into every cached list at once (inline edit, quick reply): the list shows it before the answer. */
export function patchCachedGuest(
  queryClient: QueryClient,
  weddingId: string,
  guestId: string,
  patch: Partial<GuestListEntry>,
): void {
  updateLists(queryClient, weddingId, (entries) =>
    entries.map((entry) => (entry.id === guestId ? { ...entry, ...patch } : entry)),
  );
}

export function removeCachedGuest(queryClient: QueryClient, weddingId: string, guestId: string): void {
  updateLists(queryClient, weddingId, (entries) => entries.filter((entry) => entry.id !== guestId));
}

/** What a saved guest changes in its list entry. */
export function entryPatchOf(guest: GuestView): Partial<GuestListEntry> {
  return {
    name: guest.name,
    phone: guest.phone,
    category: guest.category,
    side: guest.side,
    priority: guest.priority,
    approvalStatus: guest.approvalStatus,
    estimatedGuests: guest.estimatedGuests,
    invitationSent: guest.invitationSent,
    rsvpReceived: guest.rsvpReceived,
    attendanceStatus: guest.rsvp?.attendanceStatus ?? null,
    confirmedGuests: guest.confirmedGuests,
    needsTransport: guest.needsTransport,
    needsAccommodation: guest.needsAccommodation,
    notes: guest.notes,
  };
}
