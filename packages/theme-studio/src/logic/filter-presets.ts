import type { PresetCategoryFilter, ThemePreset } from '@wedding/tokens';

/** Sort orders of the theme gallery: popular first, by name, or by category. */
export const PRESET_SORTS = ['popular', 'name', 'category'] as const;
export type PresetSort = (typeof PRESET_SORTS)[number];

export interface PresetQuery {
  search: string;
  category: PresetCategoryFilter;
  sort: PresetSort;
}

/**
 * Theme gallery (docs/requirements.md A2): search over name, description and category (any case; accents ignored
 * through the locale's collator), the category filter ('all' shows every preset), then the chosen order.
 */
export function filterPresets(
  presets: readonly ThemePreset[],
  { search, category, sort }: PresetQuery,
  locale = 'en',
): ThemePreset[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const term = search.trim().toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
  const fold = (text: string) => text.toLocaleLowerCase(locale).normalize('NFD').replace(/\p{M}/gu, '');
  const matching = presets.filter(
    (preset) =>
      (category === 'all' || preset.category === category) &&
      (term === '' ||
        [preset.name, preset.description, preset.category].some((field) => fold(field).includes(term))),
  );
  const byName = (a: ThemePreset, b: ThemePreset) => collator.compare(a.name, b.name);
  const order: Record<PresetSort, (a: ThemePreset, b: ThemePreset) => number> = {
    popular: (a, b) => Number(b.isPopular) - Number(a.isPopular) || byName(a, b),
    name: byName,
    category: (a, b) => collator.compare(a.category, b.category) || byName(a, b),
  };
  return matching.sort(order[sort]);
}
