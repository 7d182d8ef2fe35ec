import { useSuspenseQuery } from '@tanstack/react-query';
import { translate, type WeddingDetail } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { weddingQuery } from '../../data/queries';
import { CoupleView } from './CoupleView';
import { useSaveCouple } from './use-save-couple';

/** The names as the site shows them in this language (else its main language) and the day, as the form edits them. */
export function savedCouple(wedding: WeddingDetail, locale: string) {
  const info = wedding.info.find((entry) => entry.locale === locale) ?? wedding.info[0];
  return {
    brideName: info?.brideName ?? wedding.brideName,
    groomName: info?.groomName ?? wedding.groomName,
    weddingDate: wedding.weddingDate?.slice(0, 10) ?? '',
    timeZone: wedding.timeZone,
  };
}

/** '/dashboard/wedding/couple': the couple's names, wedding day and time zone. */
export function CoupleScreen() {
  const api = useApi();
  const weddingId = useCurrentWeddingId();
  const locale = useUiLocale();
  const { data: wedding } = useSuspenseQuery(weddingQuery(api, weddingId));
  const save = useSaveCouple(weddingId, locale);
  const toast = useToast();
  return (
    <CoupleView
      saved={savedCouple(wedding, locale)}
      saving={save.isPending}
      onSave={(values) =>
        save.mutate(values, {
          onSuccess: (outcome) =>
            toast.show({ tone: outcome.tone, title: translate(outcome.messageKey, locale) }),
          onError: () => toast.error(translate('saveError', locale)),
        })
      }
    />
  );
}
