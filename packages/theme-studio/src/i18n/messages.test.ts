import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@wedding/core';
import { BASE_COLOR_ROLES, PRESET_SWATCHES, THEME_PRESETS } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { studioMessages } from './messages';

const german = studioMessages.de;
const keys = Object.keys(german).sort();
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
/** Texts made only of placeholders and symbols, or names the same in every language. */
const SAME_EVERYWHERE = new Set([
  'preview.fullPanel',
  'colors.pickerTitle',
  'contrast.pair',
  'performance.ms',
  'brand.colorLabel',
  'switcher.current',
  'gallery.premium',
]);
const SAME_AS_GERMAN_ALLOWED = new Set([
  ...SAME_EVERYWHERE,
  'layout.label',
  'tab.layout',
  'brand.tab.layout',
  'action.layout',
  'layout.modern.name',
  'layout.artdeco.name',
  'category.elegant',
  'category.modern',
  'performance.median',
  'swatch.Rose',
  'swatch.Gold',
  'swatch.Ocean',
  'role.text',
  'gallery.popular',
  'fonts.category.display',
  'fonts.category.monospace',
  'gallery.sort.name',
  // Turkish 'Liste' is the same word.
  'view.list',
]);

describe('theme-studio strings in six languages', () => {
  it.each(LOCALES)('%s has exactly the German keys, none blank or untrimmed', (locale) => {
    const catalogue = studioMessages[locale] as Record<string, string>;
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const key of keys) {
      const text = catalogue[key] ?? '';
      expect(text.trim(), `${locale} ${key}`).toBe(text);
      expect(text, `${locale} ${key}`).not.toBe('');
    }
  });

  it.each(LOCALES)('%s keeps the placeholders of every German string', (locale) => {
    const catalogue = studioMessages[locale] as Record<string, string>;
    for (const key of keys) {
      expect(placeholders(catalogue[key] ?? ''), `${locale} ${key}`).toEqual(
        placeholders((german as Record<string, string>)[key] ?? ''),
      );
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'de'))(
    '%s is translated, not copied from German',
    (locale) => {
      const catalogue = studioMessages[locale] as Record<string, string>;
      const copied = keys.filter(
        (key) =>
          catalogue[key] === (german as Record<string, string>)[key] && !SAME_AS_GERMAN_ALLOWED.has(key),
      );
      expect(copied).toEqual([]);
    },
  );

  it('hi is written in Devanagari', () => {
    for (const [key, text] of Object.entries(studioMessages.hi)) {
      if (SAME_EVERYWHERE.has(key)) continue;
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keeps the English texts docs/requirements.md A2 quotes for the brand switcher', () => {
    expect(studioMessages.en).toMatchObject({
      'switcher.search': 'Search brands...',
      'switcher.count': '{count} of {total} brands',
      'switcher.empty': 'No brands found',
      'switcher.emptyHint': 'Try adjusting your search terms',
      'switcher.truncated': 'Showing first {count} results. Use search to narrow down.',
    });
  });

  it('has a text for every preset, swatch and colour role the components name', () => {
    for (const preset of THEME_PRESETS) expect(german, preset.id).toHaveProperty([`preset.${preset.id}`]);
    for (const swatch of PRESET_SWATCHES) expect(german).toHaveProperty([`swatch.${swatch.name}`]);
    for (const role of BASE_COLOR_ROLES) expect(german).toHaveProperty([`role.${role}`]);
  });

  it('has every key the sources ask for with t(...)', () => {
    const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const files = (readdirSync(sourceDir, { recursive: true }) as string[]).filter(
      (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file),
    );
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(sourceDir, file), 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) {
        if (!((match[1] as string) in german)) missing.push(`${file}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
