import { type AdminAnalyticsSeries, adminAnalyticsQuerySchema, translate } from '@wedding/core';
import { vars } from '@wedding/tokens';
import { Button, Select, StatCard, TextField, useUiLocale } from '@wedding/ui';
import { useState } from 'react';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './analytics.css';
import { ANALYTICS_PRESETS, lastDays } from './analytics-search';
import { TrendChart, type TrendKey } from './TrendChart';

export interface AnalyticsViewProps {
  range: { from: string; to: string };
  onRangeChange: (range: { from: string; to: string }) => void;
  series: AdminAnalyticsSeries | undefined;
  loading?: boolean;
  errorText?: string | null;
  onRetry?: () => void;
}

const CUSTOM = 'custom';
const TOTAL_KEYS = ['signups', 'weddings', 'rsvps', 'views'] as const satisfies readonly TrendKey[];

/** '/admin/analytics': what happened each day of a range (presets or two dates), as charts with their tables. */
export function AnalyticsView({
  range,
  onRangeChange,
  series,
  loading,
  errorText,
  onRetry,
}: AnalyticsViewProps) {
  const text = useAdminText('analytics');
  const locale = useUiLocale();
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
  const [draft, setDraft] = useState(range);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const preset = ANALYTICS_PRESETS.find((days) => {
    const candidate = lastDays(days);
    return candidate.from === range.from && candidate.to === range.to;
  });
  const apply = (next: { from: string; to: string }) => {
    const checked = adminAnalyticsQuerySchema.safeParse(next);
    if (!checked.success) {
      setRangeError(translate(checked.error.issues[0]?.message as Parameters<typeof translate>[0], locale));
      return;
    }
    setRangeError(null);
    onRangeChange(next);
  };
  const totals = Object.fromEntries(
    TOTAL_KEYS.map((key) => [key, (series?.days ?? []).reduce((sum, day) => sum + day[key], 0)]),
  ) as Record<(typeof TOTAL_KEYS)[number], number>;
  return (
    <div className={styles.root}>
      <form
        className={styles.rangeForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <Select
          label={text('range')}
          options={[
            ...ANALYTICS_PRESETS.map((days) => ({ id: String(days), label: text('lastDays', { days }) })),
            { id: CUSTOM, label: text('custom') },
          ]}
          selectedKey={preset ? String(preset) : CUSTOM}
          onSelectionChange={(key) => {
            if (key === CUSTOM) return;
            const next = lastDays(Number(key));
            setDraft(next);
            apply(next);
          }}
        />
        <TextField
          label={text('from')}
          type="date"
          value={draft.from}
          onChange={(from) => setDraft((previous) => ({ ...previous, from }))}
        />
        <TextField
          label={text('to')}
          type="date"
          value={draft.to}
          onChange={(to) => setDraft((previous) => ({ ...previous, to }))}
          errorMessage={rangeError ?? undefined}
        />
        <Button type="submit" variant="outline">
          {text('apply')}
        </Button>
      </form>
      {errorText ? (
        <div role="alert" className={styles.alert}>
          <span>{errorText}</span>{' '}
          {onRetry ? (
            <Button variant="outline" size="sm" onPress={onRetry}>
              {text('retry')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby="analytics-totals" aria-busy={loading || undefined}>
        <h2 id="analytics-totals" className={styles.chartTitle}>
          {text('totals', { from: formatDay(range.from), to: formatDay(range.to) })}
        </h2>
        {series ? (
          <div className={styles.stats}>
            {TOTAL_KEYS.map((key) => (
              <StatCard key={key} title={text(`series.${key}`)} value={totals[key]} />
            ))}
          </div>
        ) : (
          <p className={styles.muted}>{text('loading')}</p>
        )}
      </section>
      {series ? (
        <>
          <TrendChart
            title={text('growth')}
            description={text('growthText')}
            days={series.days}
            series={[
              { key: 'signups', label: text('series.signups'), color: vars.color.primary },
              { key: 'weddings', label: text('series.weddings'), color: vars.color.secondary },
            ]}
          />
          <TrendChart
            title={text('engagement')}
            description={text('engagementText')}
            days={series.days}
            series={[
              { key: 'activeSites', label: text('series.activeSites'), color: vars.color.primary },
              { key: 'rsvps', label: text('series.rsvps'), color: vars.color.success },
            ]}
          />
          <TrendChart
            title={text('views')}
            description={text('viewsText')}
            days={series.days}
            series={[{ key: 'views', label: text('series.views'), color: vars.color.accent }]}
          />
        </>
      ) : null}
    </div>
  );
}
