import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@wedding/api-client';
import { formatNameList, type HouseholdView, type Locale, loadMessageLocale } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useMemo } from 'react';
import { useApi } from '../../app/api-context';
import { failureText } from '../../components/failure-message';
import { languageIn } from '../../components/WritingLanguage/language-in';
import { useCurrentWedding } from '../../data/current-wedding';
import { siteContentQuery } from '../../data/site-queries';
import { useDashboardText } from '../../i18n/dashboard-text';
import { OutreachView } from './OutreachView';
import { outreachLinks } from './outreach-links';
import { householdsQuery, messageLocalesQuery, outreachKeys } from './outreach-queries';

/** '/dashboard/wedding/outreach': the households' personal links, by message, QR code, email and print. */
export function OutreachScreen() {
  const api = useApi();
  const queryClient = useQueryClient();
  const wedding = useCurrentWedding();
  const locale = useUiLocale();
  const toast = useToast();
  const text = useDashboardText('outreach');
  const households = useQuery(householdsQuery(api, wedding.id));
  const content = useQuery(siteContentQuery(api, wedding.id));
  const mainLocale = content.data?.mainLocale;
  const messageLocales = useQuery({
    ...messageLocalesQuery(
      mainLocale
        ? [mainLocale, ...(households.data ?? []).map((household) => household.locale ?? mainLocale)]
        : [],
    ),
    enabled: mainLocale !== undefined,
    // A household switched to a new language keeps its old text until that catalogue arrives, instead of the
    // whole list turning back into "loading".
    placeholderData: keepPreviousData,
  });

  const links = useMemo(() => outreachLinks(wedding.id), [wedding.id]);
  const key = outreachKeys.households(wedding.id);

  // A household deleted meanwhile (404) leaves the list; the rest is refreshed with it.
  const refreshWhenGone = (error: unknown) => {
    if (isApiError(error) && error.status === 404) void queryClient.invalidateQueries({ queryKey: key });
  };

  const replace = (household: HouseholdView) =>
    queryClient.setQueryData<HouseholdView[]>(key, (current) =>
      current?.map((entry) => (entry.id === household.id ? household : entry)),
    );

  const renew = useMutation({
    mutationFn: (household: HouseholdView) =>
      api.households.renewLink({ params: { weddingId: wedding.id, householdId: household.id } }),
    onSuccess: ({ household }) => replace(household),
    onError: refreshWhenGone,
  });

  const setLocale = useMutation({
    mutationFn: async ({ household, next }: { household: HouseholdView; next: Locale | null }) => {
      const answer = await api.households.setLocale({
        params: { weddingId: wedding.id, householdId: household.id },
        body: { locale: next },
      });
      // The household's messages are written in its new language at once.
      await loadMessageLocale(next ?? mainLocale ?? locale);
      return answer;
    },
    onSuccess: ({ household }) => replace(household),
    onError: refreshWhenGone,
  });

  const failed = households.isError || content.isError;
  const ready =
    households.data !== undefined && mainLocale !== undefined && messageLocales.data !== undefined;
  return (
    <OutreachView
      status={ready ? 'ready' : failed ? 'error' : 'loading'}
      households={households.data ?? []}
      loadError={households.error ?? content.error}
      onRetry={() => {
        void households.refetch();
        void content.refetch();
      }}
      mainLocale={mainLocale ?? locale}
      couple={`${wedding.brideName} & ${wedding.groomName}`}
      links={links}
      onRenewLink={async (household) => {
        await renew.mutateAsync(household);
        toast.success(text('renew.done', { names: formatNameList(household.names, locale) }));
      }}
      onLocaleChange={async (household, next) => {
        try {
          await setLocale.mutateAsync({ household, next });
          toast.success(
            text('language.saved', {
              names: formatNameList(household.names, locale),
              language: languageIn(next ?? mainLocale ?? locale, locale),
            }),
          );
        } catch (error) {
          toast.error(text('language.failed'), {
            description: failureText(error, 'saveError', locale, 'networkError'),
          });
        }
      }}
    />
  );
}
