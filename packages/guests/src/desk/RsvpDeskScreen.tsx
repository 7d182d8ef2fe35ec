import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOfDayDeadline, type RsvpDeskItem, translate } from '@wedding/core';
import { useApi, useCurrentWeddingId } from '@wedding/dashboard';
import { useToast, useUiLocale } from '@wedding/ui';
import { useEffect, useRef, useState } from 'react';
import { everyoneQuery, rsvpDeskQuery } from '../data/guest-queries';
import { useQuickReply } from '../data/use-guest-mutations';
import { useGuestsText } from '../i18n/guests-text';
import { RsvpDeskView } from './RsvpDeskView';

/** The deadline instant as the day the couple picked, in their own time zone (yyyy-mm-dd). */
function dayOf(deadline: string | null | undefined): string {
  if (!deadline) return '';
  const date = new Date(deadline);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** '/dashboard/wedding/rsvp': the RSVP desk of the current wedding. */
export function RsvpDeskScreen() {
  const api = useApi();
  const weddingId = useCurrentWeddingId();
  const queryClient = useQueryClient();
  const text = useGuestsText('desk');
  const locale = useUiLocale();
  const toast = useToast();
  const desk = useQuery(rsvpDeskQuery(api, weddingId));
  const everyone = useQuery(everyoneQuery(api, weddingId));
  const quickReply = useQuickReply(weddingId);
  const quickGuestRef = useRef<HTMLDivElement>(null);
  const [deadlineDay, setDeadlineDay] = useState('');
  const savedDeadline = desk.data?.rsvpDeadline;
  useEffect(() => setDeadlineDay(dayOf(savedDeadline)), [savedDeadline]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['weddings', weddingId] });
  const deadline = useMutation({
    mutationFn: (day: string | null) =>
      api.rsvpDesk.setDeadline(
        weddingId,
        day === null ? null : endOfDayDeadline(day, new Date(`${day}T12:00:00`).getTimezoneOffset()),
      ),
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
