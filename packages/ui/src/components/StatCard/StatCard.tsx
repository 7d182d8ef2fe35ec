import { STAT_TREND_PULSE_MS } from '@wedding/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useUiStrings } from '../../i18n/useUiStrings';
import { ArrowDownIcon, ArrowUpIcon } from '../../icons/icons';
import * as styles from './StatCard.css';
import { useCountUp } from './useCountUp';
import { useInView } from './useInView';

export const statCardAccents = ['primary', 'secondary', 'accent', 'success', 'warning', 'error'] as const;
export type StatCardAccent = (typeof statCardAccents)[number];

export interface StatTrend {
  /** Already formatted change, e.g. '12 %'. */
  value: string;
  isPositive: boolean;
}

export interface StatCardProps {
  title: string;
  value: number;
  description?: string;
  icon?: ReactNode;
  trend?: StatTrend;
  accent?: StatCardAccent;
  /** Overrides the 1500 ms count-up (0 shows the value at once). */
  countUpMs?: number;
}

/** Stat card (docs/requirements.md B2): the value counts up when scrolled into view; the trend pulses for 2 s. */
export function StatCard({
  title,
  value,
  description,
  icon,
  trend,
  accent = 'primary',
  countUpMs,
}: StatCardProps) {
  const { t, locale } = useUiStrings();
  const ref = useRef<HTMLElement>(null);
  const inView = useInView(ref);
  const shown = useCountUp(value, inView, countUpMs);
  const [pulsing, setPulsing] = useState(false);

  useEffect(() => {
    if (!inView || !trend) return;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), STAT_TREND_PULSE_MS);
    return () => clearTimeout(timer);
  }, [inView, trend]);

  const format = new Intl.NumberFormat(locale);
  return (
    <article
      ref={ref}
      className={styles.root}
      data-accent={accent}
      aria-label={`${title}: ${format.format(value)}`}
    >
      <h3 className={styles.title}>{title}</h3>
      {icon ? (
        <span className={styles.icon({ accent })} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.value} aria-hidden="true" data-testid="stat-value">
        {format.format(shown)}
      </p>
      {trend ? (
        <p
          className={styles.trend}
          data-positive={String(trend.isPositive)}
          data-pulsing={pulsing || undefined}
          style={{ margin: 0 }}
        >
          {trend.isPositive ? <ArrowUpIcon /> : <ArrowDownIcon />}
          {t(trend.isPositive ? 'statCard.trendUp' : 'statCard.trendDown', { value: trend.value })}
        </p>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
    </article>
  );
}
