import type { Locale, PublicWeddingView } from '@wedding/core';
import { visuallyHidden } from '@wedding/ui';
import { eventCalendarHref } from '../logic/event-calendar-href';
import { formatEventTime } from '../logic/format-time-range';
import { sectionText } from '../section-text';
import { SectionShell } from '../shared/SectionShell';
import * as shared from '../shared/section.css';
import * as styles from './InfoCards.css';
import { type InfoCardContent, infoCardContents } from './info-card-content';

export interface InfoCardsProps {
  wedding: PublicWeddingView;
  locale: Locale;
  /** The .ics download of an event (the page passes the app's, which adds the guest's language); the API's route by default. */
  calendarHref?: (eventId: string) => string;
}

const KIND_LABEL = { ceremony: 'info.ceremony', reception: 'info.reception', travel: 'info.travel' } as const;

function InfoCard({
  card,
  timeZone,
  locale,
  calendarHref,
}: {
  card: InfoCardContent;
  timeZone: string;
  locale: Locale;
  calendarHref: (eventId: string) => string;
}) {
  const kindLabel = sectionText(KIND_LABEL[card.kind], locale);
  const titleId = `info-${card.kind}-title`;
  return (
    <li className={shared.card}>
      {card.title ? <p className={styles.kicker}>{kindLabel}</p> : null}
      <h3 id={titleId} className={shared.cardTitle}>
        {card.title ?? kindLabel}
      </h3>
      {card.event || card.venue ? (
        <dl className={shared.facts}>
          {card.event ? (
            <>
              <dt>{sectionText('info.time', locale)}</dt>
              <dd>{formatEventTime(card.event, timeZone, locale)}</dd>
            </>
          ) : null}
          {card.venue ? (
            <>
              <dt>{sectionText('info.venue', locale)}</dt>
              <dd>
                {card.venue.name}
                <br />
                {card.venue.address}, {card.venue.postalCode} {card.venue.city}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {card.text ? <p className={styles.body}>{card.text}</p> : null}
      {card.kind === 'ceremony' && card.event ? (
        <div className={shared.actions}>
          <a href={calendarHref(card.event.id)} download className={shared.linkButton}>
            {sectionText('calendar.add', locale)}
            <span className={visuallyHidden}>: {card.title ?? kindLabel}</span>
          </a>
        </div>
      ) : null}
    </li>
  );
}

/** Section #info: ceremony, reception and (with showTravel) travel, each with its time and venue when known. */
export function InfoCards({ wedding, locale, calendarHref }: InfoCardsProps) {
  const cards = infoCardContents(wedding);
  // Nothing to say: no empty landmark (the page leaves #info out of its navigation with the same rule).
  if (cards.length === 0) return null;
  const eventHref = calendarHref ?? ((eventId: string) => eventCalendarHref(wedding.slug, eventId));
  return (
    <SectionShell id="info" heading={sectionText('info.heading', locale)}>
      <ul className={shared.cardGrid}>
        {cards.map((card) => (
          <InfoCard
            key={card.kind}
            card={card}
            timeZone={wedding.timeZone}
            locale={locale}
            calendarHref={eventHref}
          />
        ))}
      </ul>
    </SectionShell>
  );
}
