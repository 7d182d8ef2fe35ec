import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  type AccommodationPayload,
  type AccommodationView,
  type Locale,
  type SiteContentResponse,
  type SiteTexts,
  translate,
} from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { Suspense, useState } from 'react';
import { useApi } from '../../app/api-context';
import { failureText } from '../../components/failure-message';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { queryKeys } from '../../data/query-keys';
import { accommodationsQuery, siteContentQuery } from '../../data/site-queries';
import { useDashboardText } from '../../i18n/dashboard-text';
import { PageLoading } from '../../shell/PageLoading';
import { ContentView } from './ContentView';
import type { ContentTab } from './content-tabs';
import { SectionsTab } from './SectionsTab';

export interface ContentScreenProps {
  tab?: ContentTab;
  /** The language being written; default the interface language. */
  writingLocale?: Locale;
  /** Keeps the tab and language in the address (the app's typed search). */
  onLocationChange?: (change: { tab: ContentTab; lang: Locale }) => void;
}

/**
 * '/dashboard/wedding/content': the site's texts per language, the accommodations and the site's sections, saved
 * through the API.
 */
export function ContentScreen({ tab = 'texts', writingLocale, onLocationChange }: ContentScreenProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const weddingId = useCurrentWeddingId();
  const locale = useUiLocale();
  const toast = useToast();
  const text = useDashboardText('content');
  const { data: content } = useSuspenseQuery(siteContentQuery(api, weddingId));
  const { data: accommodations } = useSuspenseQuery(accommodationsQuery(api, weddingId));
  const [state, setState] = useState<{ tab: ContentTab; lang: Locale }>({
    tab,
    lang: writingLocale ?? locale,
  });
  const change = (next: Partial<{ tab: ContentTab; lang: Locale }>) => {
    const merged = { ...state, ...next };
    setState(merged);
    onLocationChange?.(merged);
  };
  const accommodationsKey = queryKeys.accommodations(weddingId);

  const saveTexts = useMutation({
    mutationFn: ({ lang, texts }: { lang: Locale; texts: SiteTexts }) =>
      api.siteContent.saveTexts(weddingId, { locale: lang, ...texts }),
    onSuccess: ({ info }) => {
      queryClient.setQueryData<SiteContentResponse>(queryKeys.siteContent(weddingId), (current) =>
        current
          ? {
              ...current,
              infos: current.infos.some((entry) => entry.locale === info.locale)
                ? current.infos.map((entry) => (entry.locale === info.locale ? info : entry))
                : [...current.infos, info],
            }
          : current,
      );
      // The overview and couple screen read the texts of the wedding detail.
      void queryClient.invalidateQueries({ queryKey: queryKeys.wedding(weddingId), exact: true });
    },
  });

  const saveAccommodation = useMutation({
    mutationFn: ({ values, id }: { values: AccommodationPayload; id: string | null }) =>
      id
        ? api.siteContent.updateAccommodation(weddingId, id, values)
        : api.siteContent.createAccommodation(weddingId, values),
    onSuccess: ({ accommodation }) => {
      queryClient.setQueryData<AccommodationView[]>(accommodationsKey, (current = []) =>
        current.some((entry) => entry.id === accommodation.id)
          ? current.map((entry) => (entry.id === accommodation.id ? accommodation : entry))
          : [...current, accommodation],
      );
      void queryClient.invalidateQueries({ queryKey: accommodationsKey });
    },
  });

  const removeAccommodation = useMutation({
    mutationFn: (accommodation: AccommodationView) =>
      api.siteContent.removeAccommodation(weddingId, accommodation.id),
    onSuccess: (_answer, accommodation) => {
      queryClient.setQueryData<AccommodationView[]>(accommodationsKey, (current = []) =>
        current.filter((entry) => entry.id !== accommodation.id),
      );
      void queryClient.invalidateQueries({ queryKey: accommodationsKey });
    },
  });

  const failed = (title: string, error: unknown) =>
    toast.error(title, {
      description: failureText(error, 'saveError', locale, 'networkError'),
    });

  return (
    <ContentView
      content={content}
      accommodations={accommodations}
      tab={state.tab}
      onTabChange={(next) => change({ tab: next })}
      writingLocale={state.lang}
      onWritingLocaleChange={(next) => change({ lang: next })}
      onSaveTexts={async (lang, texts) => {
        try {
          await saveTexts.mutateAsync({ lang, texts });
          toast.success(text('saved'));
        } catch (error) {
          failed(translate('saveError', locale), error);
          throw error;
        }
      }}
      onSaveAccommodation={async (values, id) => {
        try {
          await saveAccommodation.mutateAsync({ values, id });
          toast.success(text('acc.saved'));
        } catch (error) {
          failed(text('acc.saveFailed'), error);
          throw error;
        }
      }}
      sections={
        <Suspense fallback={<PageLoading />}>
          <SectionsTab />
        </Suspense>
      }
      onDeleteAccommodation={async (accommodation) => {
        try {
          await removeAccommodation.mutateAsync(accommodation);
          toast.success(text('acc.deleted'));
        } catch (error) {
          failed(text('acc.deleteFailed'), error);
          throw error;
        }
      }}
    />
  );
}
