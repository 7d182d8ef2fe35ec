import type { Locale } from '@wedding/core';
import { Skeleton, SkeletonGroup } from '@wedding/ui';
import { sectionText } from '../section-text';
import * as styles from './RsvpSection.css';

/** The wizard's shape (progress, title, two fields, Back / Next) while its code loads. */
export function RsvpWizardSkeleton({ locale }: { locale: Locale }) {
  return (
    <div className={styles.skeletonCard} data-testid="rsvp-skeleton">
      <SkeletonGroup label={sectionText('rsvp.loading', locale)}>
        <Skeleton shape="rect" height="0.5rem" />
        <Skeleton width="40%" height="1.5rem" />
        <Skeleton width="30%" />
        <Skeleton shape="rect" height="2.75rem" />
        <Skeleton width="30%" />
        <Skeleton shape="rect" height="2.75rem" />
        <div className={styles.skeletonButtons}>
          <Skeleton shape="rect" width="6rem" height="2.75rem" />
          <Skeleton shape="rect" width="6rem" height="2.75rem" />
        </div>
      </SkeletonGroup>
    </div>
  );
}
