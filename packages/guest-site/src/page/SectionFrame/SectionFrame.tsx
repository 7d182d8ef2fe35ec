import type { PublicPageBackground, SitePage } from '@wedding/core';
import type { ReactNode } from 'react';
import { PageBackground } from '../../frame/PageBackground/PageBackground';
import * as styles from './SectionFrame.css';

export interface SectionFrameProps {
  page: SitePage;
  background: PublicPageBackground | undefined;
  children: ReactNode;
}

/**
 * One page of the site (the page keys of docs/requirements.md A3) with the couple's background for that page behind its
 * sections.
 */
export function SectionFrame({ page, background, children }: SectionFrameProps) {
  return (
    <div className={styles.frame} data-page={page} data-has-background={background ? '' : undefined}>
      <PageBackground background={background} />
      {children}
    </div>
  );
}
