import {
  BODY_FONTS,
  FONT_CATALOGUE,
  type FontCategory,
  type FontOption,
  HEADING_FONTS,
} from '@wedding/tokens';

export const FONT_ROLES = ['heading', 'body'] as const;
export type FontRole = (typeof FONT_ROLES)[number];

export interface FontQuery {
  search: string;
  category: FontCategory | 'all';
}

const RECOMMENDED: Record<FontRole, readonly string[]> = { heading: HEADING_FONTS, body: BODY_FONTS };

/** Whether a font is on the spec's list for the role (docs/requirements.md A3: heading fonts and body fonts). */
export const isRecommendedFont = (role: FontRole, font: FontOption): boolean =>
  RECOMMENDED[role].includes(font.name);

/**
 * Typography selector (docs/requirements.md A2): the whole catalogue (20 fonts), the role's recommended fonts first in
 * the spec's order, filtered by name (any case) and category.
 */
export function filterFonts(role: FontRole, { search, category }: FontQuery): FontOption[] {
  const term = search.trim().toLowerCase();
  const rank = (font: FontOption) => {
    const index = RECOMMENDED[role].indexOf(font.name);
    return index === -1 ? RECOMMENDED[role].length + FONT_CATALOGUE.indexOf(font) : index;
  };
  return FONT_CATALOGUE.filter(
    (font) =>
      (category === 'all' || font.category === category) &&
      (term === '' ||
        font.displayName.toLowerCase().includes(term) ||
        font.name.toLowerCase().includes(term)),
  ).sort((a, b) => rank(a) - rank(b));
}
