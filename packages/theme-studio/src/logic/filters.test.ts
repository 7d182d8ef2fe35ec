import { FONT_CATALOGUE, HEADING_FONTS, THEME_PRESETS } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { filterFonts } from './filter-fonts';
import { filterPresets } from './filter-presets';

describe('theme gallery search, category and sort', () => {
  it('all categories by default; a category narrows; search reads name and description in any case', () => {
    const all = filterPresets(THEME_PRESETS, { search: '', category: 'all', sort: 'name' });
    expect(all).toHaveLength(THEME_PRESETS.length);
    const romantic = filterPresets(THEME_PRESETS, { search: '', category: 'romantic', sort: 'name' });
    expect(romantic.length).toBeGreaterThan(0);
    expect(romantic.every((preset) => preset.category === 'romantic')).toBe(true);
    const first = THEME_PRESETS[3];
    if (!first) throw new Error('presets');
    const found = filterPresets(THEME_PRESETS, {
      search: first.name.toUpperCase(),
      category: 'all',
      sort: 'name',
    });
    expect(found.map((preset) => preset.id)).toContain(first.id);
    expect(filterPresets(THEME_PRESETS, { search: 'zzzz-none', category: 'all', sort: 'name' })).toEqual([]);
  });

  it('sorts popular first, by name, or by category', () => {
    const popular = filterPresets(THEME_PRESETS, { search: '', category: 'all', sort: 'popular' });
    const firstNotPopular = popular.findIndex((preset) => !preset.isPopular);
    expect(popular.slice(firstNotPopular).some((preset) => preset.isPopular)).toBe(false);
    const names = filterPresets(THEME_PRESETS, { search: '', category: 'all', sort: 'name' }).map(
      (p) => p.name,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const categories = filterPresets(THEME_PRESETS, { search: '', category: 'all', sort: 'category' }).map(
      (p) => p.category,
    );
    expect(categories).toEqual([...categories].sort());
  });
});

describe('typography selector list', () => {
  it('lists the whole catalogue with the role’s spec fonts first, filtered by search and category', () => {
    const heading = filterFonts('heading', { search: '', category: 'all' });
    expect(heading).toHaveLength(FONT_CATALOGUE.length);
    expect(heading.slice(0, HEADING_FONTS.length).map((font) => font.name)).toEqual([...HEADING_FONTS]);
    expect(filterFonts('body', { search: 'lAto', category: 'all' }).map((font) => font.name)).toEqual([
      'Lato',
    ]);
    const handwriting = filterFonts('heading', { search: '', category: 'handwriting' });
    expect(handwriting.map((font) => font.name)).toEqual(['Dancing Script']);
    expect(filterFonts('body', { search: 'nothing like it', category: 'all' })).toEqual([]);
  });
});
