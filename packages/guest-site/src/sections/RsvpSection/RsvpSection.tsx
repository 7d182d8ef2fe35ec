import type { Locale, PublicWeddingView } from '@wedding/core';
import { lazy, Suspense, useRef } from 'react';
import { sectionText } from '../section-text';
import { SectionShell } from '../shared/SectionShell';
import * as styles from './RsvpSection.css';
import { RsvpWizardSkeleton } from './RsvpWizardSkeleton';
import { useRsvpWizardWanted } from './use-rsvp-wizard-wanted';

const LazyRsvpWizard = lazy(() =>
  import('./lazy-rsvp-wizard').then((module) => ({ default: module.RsvpWizard })),
);

export interface RsvpSectionProps {
  wedding: PublicWeddingView;
  locale: Locale;
}

/**
 * Section #rsvp: heading and intro are server-rendered; the wizard itself is code-split and loaded when the
 * guest approaches the section, opens #rsvp or clicks a link to it. Until then a skeleton holds its place.
 */
export function RsvpSection({ wedding, locale }: RsvpSectionProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const wanted = useRsvpWizardWanted(anchorRef);
  const skeleton = <RsvpWizardSkeleton locale={locale} />;
  return (
    <SectionShell
      id="rsvp"
      heading={sectionText('rsvp.heading', locale)}
      intro={sectionText('rsvp.intro', locale)}
    >
      <div ref={anchorRef} className={styles.wizardSlot}>
        {wanted ? (
          <Suspense fallback={skeleton}>
            <LazyRsvpWizard slug={wedding.slug} locale={locale} />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
    </SectionShell>
  );
}
