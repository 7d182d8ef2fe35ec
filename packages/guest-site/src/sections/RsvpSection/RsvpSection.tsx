import { isRsvpClosed, type Locale, type PublicWeddingView, translate } from '@wedding/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { formatRsvpDeadline } from '../logic/format-rsvp-deadline';
import { sectionText } from '../section-text';
import { SectionShell } from '../shared/SectionShell';
import * as styles from './RsvpSection.css';
import { RsvpWizardSkeleton } from './RsvpWizardSkeleton';
import { useRsvpWizardWanted } from './use-rsvp-wizard-wanted';

/** Resolves in a task of its own: evaluating the wizard's chunk and drawing it never block the page together. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const LazyRsvpWizard = lazy(() =>
  import('./lazy-rsvp-wizard').then(async (module) => {
    await nextTask();
    return { default: module.RsvpWizard };
  }),
);
// "Your answers" from this device: its own chunk, requested together with the wizard's (the wizard's stays small).
const LazyOwnRsvps = lazy(() => import('./lazy-own-rsvps').then((module) => ({ default: module.OwnRsvps })));
const NO_EVENTS: PublicWeddingView['schedule'] = [];

export interface RsvpSectionProps {
  wedding: PublicWeddingView;
  locale: Locale;
  /**
   * The server's clock at render time (the page state's `now`): whether the RSVP is closed is decided with it, so
   * server HTML and hydration agree. Without it (previews, stories) the current time.
   */
  now?: Date;
}

/** After the deadline: core's `rsvp.closed` message and the deadline's day instead of the wizard. */
export function RsvpClosedCard({
  deadline,
  locale,
  timeZone,
}: {
  deadline: string | null | undefined;
  locale: Locale;
  /** The wedding's zone: the deadline's day is the couple's day there, wherever the guest reads it. */
  timeZone: string;
}) {
  const date = formatRsvpDeadline(deadline, locale, timeZone);
  return (
    <div className={styles.closedCard} data-testid="rsvp-closed">
      <p className={styles.closedMessage}>{translate('rsvp.closed', locale)}</p>
      {date ? (
        <p className={styles.closedDeadline}>{sectionText('rsvp.closedUntil', locale, { date })}</p>
      ) : null}
    </div>
  );
}

/**
 * Section #rsvp: heading and intro are server-rendered; the wizard itself is code-split and loaded when the
 * guest approaches the section, opens #rsvp or clicks a link to it. Until then a skeleton holds its place.
 * Above the wizard, the answers this device sent (to see or delete them), read again after each new answer. A
 * household that came by its personal link finds its members already named in the wizard. When the couple plans per
 * event, each guest is asked per event (only the events their household is invited to, which is all the site shows
 * it) who comes and what they eat; otherwise the one answer of the five steps (docs/requirements.md B4) covers every
 * event. After the couple's RSVP deadline a card says so instead, and the wizard's code is never fetched.
 */
export function RsvpSection({ wedding, locale, now }: RsvpSectionProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const wanted = useRsvpWizardWanted(anchorRef);
  const closed = isRsvpClosed(wedding.rsvpDeadline, now ?? new Date());
  const skeleton = <RsvpWizardSkeleton locale={locale} />;
  const [answered, setAnswered] = useState(0);
  return (
    <SectionShell
      id="rsvp"
      heading={sectionText('rsvp.heading', locale)}
      intro={sectionText('rsvp.intro', locale)}
    >
      <div ref={anchorRef} className={styles.wizardSlot}>
        {wanted ? (
          <Suspense fallback={null}>
            <LazyOwnRsvps slug={wedding.slug} locale={locale} refreshKey={answered} />
          </Suspense>
        ) : null}
        {closed ? (
          <RsvpClosedCard deadline={wedding.rsvpDeadline} locale={locale} timeZone={wedding.timeZone} />
        ) : wanted ? (
          <Suspense fallback={skeleton}>
            <LazyRsvpWizard
              slug={wedding.slug}
              locale={locale}
              household={wedding.household ?? null}
              events={wedding.rsvpPerEvent ? wedding.schedule : NO_EVENTS}
              onSubmitted={() => setAnswered((count) => count + 1)}
            />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
    </SectionShell>
  );
}
