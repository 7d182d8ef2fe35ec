import { catalogueProblems, flattenAreaCatalogue, LOCALES } from '@wedding/core';
import { expect, it } from 'vitest';
import { preloadedDashboardText } from '../preloaded-all';

/** Texts that are the same word in German and another language (names, loan words), by `area.key`. */
const SAME_AS_GERMAN_ALLOWED = new Set<string>([
  'shell.brand',
  'landing.brand',
  'auth.brand',
  'shell.group.navigation',
  'shell.crumb.dashboard',
  'shell.crumb.profile',
  'shell.crumb.account',
  'shell.crumb.upgrade',
  'overview.site.premium',
  'invite.status.premium',
  // "Domain" is the English and the German word.
  'invite.domain.label',
  // Couple dashboard part 2: loan words and names that German shares.
  'shell.user.profile',
  'locations.type.party',
  'schedule.type.party',
  'schedule.type.brunch',
  'content.acc.type.hotel',
  'account.passkeys.title',
  'upgrade.plan.standard',
  'upgrade.plan.premium',
  // The seating plan: the couple's sides are "Partner 1/2" in English and Polish too.
  'seating.side.partner1',
  'seating.side.partner2',
  // A meal's count beside its name: only placeholders and punctuation.
  'schedule.headCount.meal',
  // A member's role beside their side: only placeholders and punctuation.
  'access.member.roleWithSide',
  // The site's countdown section: a loan word in German.
  'content.sections.countdown',
]);

it('dashboard catalogues: six complete languages, translated, with the German placeholders', () => {
  const catalogues = Object.fromEntries(
    LOCALES.map((locale) => [locale, flattenAreaCatalogue(preloadedDashboardText[locale]!)]),
  );
  expect(catalogueProblems(catalogues, { reference: 'de', sameAsReference: SAME_AS_GERMAN_ALLOWED })).toEqual(
    [],
  );
});
