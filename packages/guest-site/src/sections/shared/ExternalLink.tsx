import type { Locale } from '@wedding/core';
import { visuallyHidden } from '@wedding/ui';
import type { ReactNode } from 'react';
import { sectionText } from '../section-text';

export interface ExternalLinkProps {
  href: string;
  locale: Locale;
  className: string;
  children: ReactNode;
}

/** A link to another site: new tab, no opener, and the new tab announced to screen readers. */
export function ExternalLink({ href, locale, className, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> {sectionText('link.opensInNewTab', locale)}</span>
    </a>
  );
}
