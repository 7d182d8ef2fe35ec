import type { EmailState, HouseholdView, Locale } from '@wedding/core';
import type { AppConfig } from '../config.js';
import { normalizeAddress, type SuppressionReason } from '../mail/suppressions.js';
import { householdLinkToken } from './household-link-token.js';
import type { Household } from './load-households.js';

export type LinkTarget = { weddingId: string; slug: string; mainLocale: Locale };

/** `<public URL>/<locale>/w/<slug>/i/<token>`: opens the site in the household's language, already admitted. */
export function personalLinkUrl(config: AppConfig, target: LinkTarget, household: Household): string {
  const token = householdLinkToken(config, target.weddingId, household.id, household.linkVersion);
  return `${config.publicUrl}/${household.locale ?? target.mainLocale}/w/${target.slug}/i/${token}`;
}

export function emailStateOf(email: string | null, suppressions: Map<string, SuppressionReason>): EmailState {
  if (email === null) return 'none';
  return suppressions.get(normalizeAddress(email)) ?? 'ok';
}

export function householdView(
  config: AppConfig,
  target: LinkTarget,
  household: Household,
  suppressions: Map<string, SuppressionReason>,
): HouseholdView {
  return {
    id: household.id,
    names: household.names,
    email: household.email,
    emailState: emailStateOf(household.email, suppressions),
    phone: household.phone,
    locale: household.locale,
    answered: household.answered,
    attendance: household.attendance,
    invitationSent: household.invitationSent,
    link: personalLinkUrl(config, target, household),
  };
}
