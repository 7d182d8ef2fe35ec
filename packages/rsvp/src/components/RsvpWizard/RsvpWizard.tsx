import { rsvpManageHref } from '@wedding/core';
import { type UseRsvpWizardOptions, useRsvpWizard } from '../../hooks/use-rsvp-wizard';
import { type RsvpProgressVariant, RsvpWizardView } from '../RsvpWizardView/RsvpWizardView';

export interface RsvpWizardProps extends UseRsvpWizardOptions {
  /** Progress as dots (default) or a bar (docs/requirements.md B2). */
  progressVariant?: RsvpProgressVariant;
  /**
   * The private link to a stored answer shown on the success card; by default the site's page
   * `/{locale}/w/{slug}/rsvp/manage#<token>` (core `rsvpManageHref`) on this page's origin.
   */
  manageLinkOf?: (manageToken: string) => string;
}

/** The public RSVP wizard of a wedding: state, draft persistence and idempotent submit wired to the view. */
export function RsvpWizard({ progressVariant, manageLinkOf, ...options }: RsvpWizardProps) {
  const wizard = useRsvpWizard(options);
  return (
    <RsvpWizardView
      wizard={wizard}
      locale={options.locale}
      progressVariant={progressVariant}
      manageLinkOf={
        manageLinkOf ??
        // Only called once an answer is stored, which happens in the browser.
        ((token) => new URL(rsvpManageHref(options.locale, options.slug, token), window.location.href).href)
      }
    />
  );
}
