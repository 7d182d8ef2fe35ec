import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { Locale, ScheduleEventPayload, ScheduleEventView, ScheduleListResponse } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { useApi } from '../../app/api-context';
import { downloadFile, fileNameOf } from '../../components/download-file';
import { failureText } from '../../components/failure-message';
import { useCurrentWedding } from '../../data/current-wedding';
import { queryKeys } from '../../data/query-keys';
import { eventSummaryQuery, scheduleQuery } from '../../data/site-queries';
import { useDashboardText } from '../../i18n/dashboard-text';
import { householdsQuery } from '../outreach/outreach-queries';
import type { CatererFormat } from './EventHeadCounts';
import { ScheduleView } from './ScheduleView';

export interface ScheduleScreenProps {
  writingLocale?: Locale;
  onWritingLocaleChange?: (locale: Locale) => void;
}

/** '/dashboard/wedding/schedule': the events per day, saved one language at a time. */
export function ScheduleScreen({ writingLocale, onWritingLocaleChange }: ScheduleScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const wedding = useCurrentWedding();
  const locale = useUiLocale();
  const toast = useToast();
  const text = useDashboardText('schedule');
  const { data } = useSuspenseQuery(scheduleQuery(api, wedding.id));
  // Only needed to invite households by name: the schedule opens without waiting for it.
  const households = useQuery(householdsQuery(api, wedding.id));
  const summary = useQuery(eventSummaryQuery(api, wedding.id));
  const [lang, setLang] = useState<Locale>(writingLocale ?? locale);
  const key = queryKeys.schedule(wedding.id);

  const replace = (event: ScheduleEventView) =>
    queryClient.setQueryData<ScheduleListResponse>(key, (current) =>
      current
        ? {
            ...current,
            events: current.events.some((entry) => entry.id === event.id)
              ? current.events.map((entry) => (entry.id === event.id ? event : entry))
              : [...current.events, event],
          }
        : current,
    );

  const save = useMutation({
    mutationFn: ({ values, eventId }: { values: ScheduleEventPayload; eventId: string | null }) =>
      eventId
        ? api.siteContent.updateEvent(wedding.id, eventId, values)
        : api.siteContent.createEvent(wedding.id, values),
    onSuccess: ({ event }) => {
      replace(event);
      // The schedule's key prefixes the summary's: both are read again.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const remove = useMutation({
    mutationFn: (event: ScheduleEventView) => api.siteContent.removeEvent(wedding.id, event.id),
    onSuccess: (_answer, event) => {
      queryClient.setQueryData<ScheduleListResponse>(key, (current) =>
        current ? { ...current, events: current.events.filter((entry) => entry.id !== event.id) } : current,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  return (
    <ScheduleView
      events={data.events}
      mainLocale={data.mainLocale}
      writingLocale={lang}
      onWritingLocaleChange={(next) => {
        setLang(next);
        onWritingLocaleChange?.(next);
      }}
      weddingDay={wedding.weddingDate?.slice(0, 10) ?? new Date().toISOString().slice(0, 10)}
      timeZone={wedding.timeZone}
      households={households.data ?? []}
      summary={summary.data}
      onExportCaterer={async (eventId: string, format: CatererFormat) => {
        try {
          const params = { params: { weddingId: wedding.id, eventId } };
          const response = await (format === 'csv'
            ? api.events.catererCsv(params)
            : api.events.catererXlsx(params));
          downloadFile(await response.blob(), fileNameOf(response, `caterer.${format}`));
        } catch (error) {
          toast.error(text('headCount.exportFailed'), {
            description: failureText(error, 'errorOccurred', locale, 'networkError'),
          });
          throw error;
        }
      }}
      onSave={async (values, eventId) => {
        try {
          await save.mutateAsync({ values, eventId });
          toast.success(text('saved'));
        } catch (error) {
          toast.error(text('saveFailed'), {
            description: failureText(error, 'saveError', locale, 'networkError'),
          });
          throw error;
        }
      }}
      onDelete={async (event) => {
        try {
          await remove.mutateAsync(event);
          toast.success(text('deleted'));
        } catch (error) {
          toast.error(text('deleteFailed'));
          throw error;
        }
      }}
    />
  );
}
