import { useUiStrings } from '../../i18n/useUiStrings';
import * as styles from './CountdownCard.css';
import { useCountdown } from './useCountdown';

export interface CountdownCardProps {
  /** Wedding date (Date or ISO string). */
  date: Date | string;
  title?: string;
  /** Clock source; lets stories and tests pin "now". */
  getNow?: () => Date;
}

export function CountdownCard({ date, title, getNow }: CountdownCardProps) {
  const { t, locale } = useUiStrings();
  const { days, bigDay } = useCountdown(date, getNow);
  return (
    <section
      className={styles.root}
      aria-label={title ?? t('countdown.title')}
      data-big-day={bigDay || undefined}
    >
      <h3 className={styles.title}>{title ?? t('countdown.title')}</h3>
      {bigDay ? (
        <p className={styles.bigDay}>{t('countdown.bigDay')}</p>
      ) : (
        <p style={{ margin: 0 }}>
          <span className={styles.days} data-testid="countdown-days">
            {new Intl.NumberFormat(locale).format(days)}
          </span>{' '}
          <span>{days === 1 ? t('countdown.oneDayLabel') : t('countdown.daysLabel')}</span>
        </p>
      )}
    </section>
  );
}
