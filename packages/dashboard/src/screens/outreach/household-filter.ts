import type { HouseholdView } from '@wedding/core';

/** Which households the list shows: all, those without an answer, or by whether mail can be addressed to them. */
export const HOUSEHOLD_FILTERS = ['all', 'unanswered', 'withEmail', 'withoutEmail'] as const;
export type HouseholdFilter = (typeof HOUSEHOLD_FILTERS)[number];

function folded(text: string, locale: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase(locale);
}

const matchesFilter: Record<HouseholdFilter, (household: HouseholdView) => boolean> = {
  all: () => true,
  unanswered: (household) => !household.answered,
  withEmail: (household) => household.email !== null,
  withoutEmail: (household) => household.email === null,
};

/** The households a search (any part of any name, accents ignored) and a filter leave, in their order. */
export function filterHouseholds(
  households: readonly HouseholdView[],
  search: string,
  filter: HouseholdFilter,
  locale: string,
): HouseholdView[] {
  const needle = folded(search.trim(), locale);
  return households.filter(
    (household) =>
      matchesFilter[filter](household) &&
      (needle === '' || household.names.some((name) => folded(name, locale).includes(needle))),
  );
}
