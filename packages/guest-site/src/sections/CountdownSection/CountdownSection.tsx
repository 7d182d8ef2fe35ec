import type { Locale, PublicWeddingView } from '@wedding/core';
import { CountdownCard } from '@wedding/ui';
import { formatWeddingDate } from '../logic/format-wedding-date';
import { weddingDayStart } from '../logic/wedding-day-start';
import { sectionText } from '../section-text';
import { SectionShell } from '../shared/SectionShell';
import * as styles from './CountdownSection.css';
import { useServerFirstClock } from './use-server-first-clock';

export interface CountdownSectionProps {
  wedding: PublicWeddingView;
  locale: Locale;
  /** The server's time of the render, so server HTML and hydration agree on the day count. */
  now?: Date;
}

/**
 * Section #countdown: days until the wedding day begins in the wedding's zone (ceiling, never below 0, big-day
 * message at 0, refreshed every 60 s).
 */
export function CountdownSection({ wedding, locale, now }: CountdownSectionProps) {
  const getNow = useServerFirstClock(now);
  const target = wedding.countdownDate ?? wedding.weddingDate;
  if (!target) return null;
  return (
    <SectionShell id="countdown" heading={sectionText('countdown.heading', locale)}>
      <div className={styles.cardSlot}>
        <CountdownCard
          date={weddingDayStart(target, wedding.timeZone)}
          title={formatWeddingDate(target, locale) ?? undefined}
          getNow={getNow}
        />
      </div>
    </SectionShell>
  );
}
