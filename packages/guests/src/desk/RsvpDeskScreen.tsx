import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RsvpDeskItem, translate } from '@wedding/core';
import { useApi, useCurrentWedding } from '@wedding/dashboard';
import { useToast, useUiLocale } from '@wedding/ui';
import { useEffect, useRef, useState } from 'react';
import { everyoneQuery, rsvpDeskQuery } from '../data/guest-queries';
import { useQuickReply } from '../data/use-guest-mutations';
import { useGuestsText } from '../i18n/guests-text';
import { RsvpDeskView } from './RsvpDeskView';

/** '/dashboard/wedding/rsvp': the RSVP desk of the current wedding. */
export function RsvpDeskScreen() {
  const api = useApi();
  const { id: weddingId, timeZone } = useCurrentWedding();
  const queryClient = useQueryClient();
  const text = useGuestsText('desk');
  const locale = useUiLocale();
  const toast = useToast();
  const desk = useQuery(rsvpDeskQuery(api, weddingId));
  const everyone = useQuery(everyoneQuery(api, weddingId));
  const quickReply = useQuickReply(weddingId);
  const quickGuestRef = useRef<HTMLDivElement>(null);
  const [deadlineDay, setDeadlineDay] = useState('');
  // The day as the server reads it in the wedding's time zone, whatever zone this browser is in.
  const savedDeadline = desk.data?.rsvpDeadlineDay;
  useEffect(() => setDeadlineDay(savedDeadline ?? ''), [savedDeadline]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['weddings', weddingId] });
  const deadline = useMutation({
    // A day: the server closes the replies at its end in the wedding's time zone.
    mutationFn: (day: string | null) => api.rsvpDesk.setDeadline(weddingId, day),
    onSuccess: (saved) => {
      toast.success(saved.rsvpDeadline ? text('deadline.saved') : text('deadline.cleared'));
      void refresh();
    },
    onError: () => toast.error(text('deadline.failed')),
  });
  const link = useMutation({
    mutationFn: ({ rsvp, guestId }: { rsvp: RsvpDeskItem; guestId: string | null }) =>
      api.rsvpDesk.link(weddingId, rsvp.id, { guestId }),
    onSuccess: (_answer, { rsvp, guestId }) => {
      toast.success(guestId ? text('rsvp.linked', { name: rsvp.name }) : text('rsvp.unlinked'));
      void refresh();
    },
    onError: () => toast.error(text('rsvp.linkFailed')),
  });
  const guests = everyone.data?.data ?? [];
  return (
    <RsvpDeskView
      desk={desk.data ?? null}
      status={desk.isError ? 'error' : desk.data ? 'ready' : 'loading'}
      onRetry={() => void desk.refetch()}
      guests={guests}
      deadlineDay={deadlineDay}
      onDeadlineDayChange={setDeadlineDay}
      onSaveDeadline={(day) => deadline.mutate(day)}
      savingDeadline={deadline.isPending}
      timeZone={timeZone}
      quickGuestRef={quickGuestRef}
      onQuickReply={async (reply) => {
        const name = guests.find((guest) => guest.id === reply.guestId)?.name ?? '';
        try {
          await quickReply.mutateAsync(reply);
          toast.success(text('quick.saved', { name }));
        } catch {
          toast.error(translate('guest.updateError', locale));
          throw new Error('quick reply refused');
        }
      }}
      onLink={(rsvp, guestId) => link.mutate({ rsvp, guestId })}
    />
  );
}
