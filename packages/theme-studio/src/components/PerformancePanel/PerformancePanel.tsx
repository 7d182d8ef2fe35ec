import { SLOW_APPLICATION_WARNING_MS } from '@wedding/core';
import { AlertIcon } from '@wedding/ui';
import { useMemo } from 'react';
import { useStudioText } from '../../i18n/use-studio-text';
import { isSlowSample, summarizeSamples, type ThemeTimingSample } from '../../logic/timing-log';
import * as shared from '../shared/studio.css';
import * as styles from './PerformancePanel.css';

export interface PerformancePanelProps {
  samples: readonly ThemeTimingSample[];
}

/** How many of the newest samples the table lists (all 100 stay in the figures). */
const LISTED = 20;

/**
 * Performance tab (monitoring on; docs/requirements.md A2): how long each edit took to reach the preview, over the last
 * 100 samples, with a warning when any took longer than 500 ms.
 */
export function PerformancePanel({ samples }: PerformancePanelProps) {
  const { t, locale } = useStudioText();
  const summary = useMemo(() => summarizeSamples(samples), [samples]);
  const ms = (value: number) =>
    t('performance.ms', { value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value) });
  const newest = samples.slice(-LISTED).reverse();
  return (
    <div className={shared.section}>
      <p className={shared.hint}>{t('performance.intro', { max: samples.length })}</p>
      <div role="status">
        {summary.slowCount > 0 ? (
          <p className={shared.alert}>
            <AlertIcon aria-hidden="true" />{' '}
            {t('performance.slow', { count: summary.slowCount, limit: SLOW_APPLICATION_WARNING_MS })}
          </p>
        ) : null}
      </div>
      <dl className={styles.figures}>
        {(
          [
            ['performance.count', String(summary.count)],
            ['performance.median', ms(summary.medianMs)],
            ['performance.p95', ms(summary.p95Ms)],
            ['performance.max', ms(summary.maxMs)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.term}>{t(key)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {newest.length === 0 ? (
        <p className={shared.hint}>{t('performance.none')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region the keyboard must reach (WCAG 2.1.1)
        <section className={styles.scroll} aria-label={t('performance.recent')} tabIndex={0}>
          <table className={styles.table}>
            <caption className={shared.legend}>{t('performance.recent')}</caption>
            <thead>
              <tr>
                <th className={styles.cell} scope="col">
                  {t('performance.action')}
                </th>
                <th className={styles.cell} scope="col">
                  {t('performance.duration')}
                </th>
              </tr>
            </thead>
            <tbody>
              {newest.map((sample, index) => (
                // Samples have no identity of their own; the table is rebuilt from the newest on every change.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td className={styles.cell}>{t(`action.${sample.action}`)}</td>
                  <td className={styles.cell} data-slow={isSlowSample(sample) ? '' : undefined}>
                    {ms(sample.durationMs)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
