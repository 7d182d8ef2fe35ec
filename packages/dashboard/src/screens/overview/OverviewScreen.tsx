import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { translate } from '@wedding/core';
import { useToast, useUiLocale } from '@wedding/ui';
import { useApi } from '../../app/api-context';
import { failureMessageKey } from '../../components/failure-message';
import { useCurrentWeddingId } from '../../data/current-wedding';
import { recentRsvpsQuery, weddingQuery } from '../../data/queries';
import { eventSummaryQuery } from '../../data/site-queries';
import { ACTIVITY_CARD_SIZE, activityQuery } from '../activity/activity-queries';
import { OverviewView } from './OverviewView';
import { useToggleActive } from './use-toggle-active';

/** '/dashboard/wedding' (also '/overview'): the current wedding at a glance. */
export function OverviewScreen({ now }: { now?: Date }) {
  const api = useApi();
  const weddingId = useCurrentWeddingId();
  const { data: wedding } = useSuspenseQuery(weddingQuery(api, weddingId));
  const { data: recentRsvps } = useSuspenseQuery(recentRsvpsQuery(api, weddingId));
  // The per-event card is an extra: the overview shows without waiting for it (or when it fails).
  const events = useQuery(eventSummaryQuery(api, weddingId));
  // Like the per-event card, the latest activity does not hold the overview up.
  const activity = useQuery(activityQuery(api, weddingId, {}, ACTIVITY_CARD_SIZE));
  const toggle = useToggleActive(weddingId);
  const toast = useToast();
  const locale = useUiLocale();
  return (
    <OverviewView
      wedding={wedding}
      recentRsvps={recentRsvps}
      events={events.data}
      activity={activity.data?.data}
      origin={typeof location === 'undefined' ? '' : location.origin}
      now={now}
      togglingActive={toggle.isPending}
      onToggleActive={() =>
        toggle.mutate(!wedding.isActive, {
          onError: (error) => toast.error(translate(failureMessageKey(error, 'saveError'), locale)),
        })
      }
    />
  );
}
