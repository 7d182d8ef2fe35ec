import type { Locale, PublicWeddingView } from '@wedding/core';
import { formatWeddingDate } from '../logic/format-wedding-date';
import { householdGreeting } from '../logic/household-greeting';
import { sectionText } from '../section-text';
import { primaryLinkButton } from '../shared/section.css';
import * as styles from './Hero.css';

export interface HeroProps {
  wedding: PublicWeddingView;
  locale: Locale;
  /** Where the call to action leads (usually '#rsvp'); without it there is no RSVP button. */
  rsvpHref?: string;
}

/**
 * The page top: the couple's names (h1, the largest paint), the date, the welcome and the RSVP call to action; a
 * household that came by its personal link is greeted by name first.
 */
export function Hero({ wedding, locale, rsvpHref }: HeroProps) {
  const bride = wedding.info?.brideName || wedding.brideName;
  const groom = wedding.info?.groomName || wedding.groomName;
  const date = formatWeddingDate(wedding.weddingDate, locale);
  const welcomeTitle = wedding.info?.welcomeTitle || sectionText('hero.defaultTitle', locale);
  const greeting = householdGreeting(wedding.household, locale);
  return (
    <section id="top" aria-labelledby="top-heading" className={styles.hero}>
      {greeting ? (
        <p className={styles.greeting} data-household-greeting="">
          {greeting}
        </p>
      ) : null}
      <p className={styles.welcomeTitle}>{welcomeTitle}</p>
      <h1 id="top-heading" className={styles.names}>
        {sectionText('hero.names', locale, { bride, groom })}
      </h1>
      {date && wedding.weddingDate ? (
        <p className={styles.date}>
          <time dateTime={wedding.weddingDate.slice(0, 10)}>{date}</time>
        </p>
      ) : null}
      {wedding.info?.welcomeText ? <p className={styles.welcomeText}>{wedding.info.welcomeText}</p> : null}
      {rsvpHref ? (
        <a href={rsvpHref} className={primaryLinkButton}>
          {sectionText('hero.rsvpCta', locale)}
        </a>
      ) : null}
    </section>
  );
}
