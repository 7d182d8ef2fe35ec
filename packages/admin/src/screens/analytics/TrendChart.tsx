import type { AdminAnalyticsSeries } from '@wedding/core';
import { vars } from '@wedding/tokens';
import { useUiLocale, visuallyHidden } from '@wedding/ui';
import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { figuresTable } from '../../components/figures-table.css';
import { ScrollRegion } from '../../components/ScrollRegion';
import { useAdminText } from '../../i18n/admin-text';
import * as styles from './analytics.css';

/** Axis labels in the muted text colour (recharts' grey fails contrast on dark surfaces). */
const tick = { fill: vars.color.textMuted, fontSize: 12 };

type Day = AdminAnalyticsSeries['days'][number];
export type TrendKey = Exclude<keyof Day, 'day'>;

export interface TrendChartProps {
  title: string;
  description: string;
  days: readonly Day[];
  series: readonly { key: TrendKey; label: string; color: string }[];
}

/**
 * A line chart of daily counts with the same figures as a table beside it: the chart for the eye (keyboard moves
 * its tooltip), the table for screen readers, copying and phones.
 */
export function TrendChart({ title, description, days, series }: TrendChartProps) {
  const text = useAdminText('analytics');
  const locale = useUiLocale();
  const titleId = useId();
  const dayLabel = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale);
  const formatDay = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <h2 id={titleId} className={styles.chartTitle}>
          {title}
        </h2>
        <p className={styles.muted}>{description}</p>
      </figcaption>
      <div className={styles.chart}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={days as Day[]}
            margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
            accessibilityLayer
            title={title}
            desc={description}
            aria-labelledby={titleId}
          >
            <CartesianGrid stroke={vars.color.border} vertical={false} />
            <XAxis
              dataKey="day"
              tickFormatter={formatDay}
              tick={tick}
              stroke={vars.color.border}
              minTickGap={16}
            />
            <YAxis
              allowDecimals={false}
              width={40}
              tick={tick}
              stroke={vars.color.border}
              tickFormatter={(value: number) => numbers.format(value)}
            />
            <Tooltip
              labelFormatter={(day) => formatDay(String(day))}
              formatter={(value) => numbers.format(Number(value))}
              contentStyle={{
                background: vars.color.surface,
                borderColor: vars.color.border,
                color: vars.color.text,
              }}
              labelStyle={{ color: vars.color.text }}
            />
            <Legend formatter={(value) => <span style={{ color: vars.color.text }}>{value}</span>} />
            {series.map((line) => (
              <Line
                key={line.key}
                type="linear"
                dataKey={line.key}
                name={line.label}
                stroke={line.color}
                strokeWidth={2}
                dot={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className={styles.details}>
        <summary>{text('showTable')}</summary>
        <ScrollRegion label={title}>
          <table className={figuresTable}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{text('column.day')}</th>
                {series.map((line) => (
                  <th key={line.key} scope="col">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{formatDay(day.day)}</th>
                  {series.map((line) => (
                    <td key={line.key}>{numbers.format(day[line.key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
