import { describe, expect, it } from 'vitest';
import {
  customizationSchema,
  DEFAULT_CUSTOMIZATION,
  DEFAULT_THEME,
  FEATURE_FLAGS,
  isCompleteSectionOrder,
  normalizeSectionOrder,
  ORDERABLE_SECTIONS,
  parseCustomization,
} from '../src/index';

describe('customization defaults (docs/requirements.md A3)', () => {
  it('starts from the default preset, comfortable density, all sections shown, version 1', () => {
    expect(DEFAULT_CUSTOMIZATION.theme).toEqual(DEFAULT_THEME);
    expect(DEFAULT_CUSTOMIZATION.density).toBe('comfortable');
    expect(FEATURE_FLAGS).toEqual([
      'showCountdown',
      'showGallery',
      'showSchedule',
      'showRsvp',
      'showLocation',
      'showTravel',
      'showAccommodation',
    ]);
    expect(Object.keys(DEFAULT_CUSTOMIZATION.features)).toEqual([...FEATURE_FLAGS]);
    expect(Object.values(DEFAULT_CUSTOMIZATION.features).every(Boolean)).toBe(true);
    expect(DEFAULT_CUSTOMIZATION.version).toBe(1);
  });

  it('passes the strict schema', () => {
    expect(customizationSchema.safeParse(DEFAULT_CUSTOMIZATION).success).toBe(true);
  });
});

describe('customization is parsed leniently (docs/requirements.md A5): invalid data yields defaults', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an array', [1, 2]],
    ['an empty object', {}],
    ['an empty string', ''],
    ['a non-JSON string', 'not json {'],
    ['a JSON string of a number', '7'],
  ])('%s gives the defaults', (_label, input) => {
    expect(parseCustomization(input)).toEqual(DEFAULT_CUSTOMIZATION);
  });

  it('returns a fresh copy that callers may mutate', () => {
    const parsed = parseCustomization(undefined);
    parsed.theme.colors.light.primary = 'oklch(0.5 0.1 10)';
    parsed.features.showGallery = false;
    expect(DEFAULT_CUSTOMIZATION.theme.colors.light.primary).not.toBe('oklch(0.5 0.1 10)');
    expect(DEFAULT_CUSTOMIZATION.features.showGallery).toBe(true);
  });
});

describe('customization (docs/requirements.md A5): partial values merge over defaults field by field', () => {
  it('keeps given fields and fills the rest from the defaults', () => {
    const parsed = parseCustomization({
      density: 'spacious',
      features: { showGallery: false },
      theme: { colors: { dark: { primary: 'oklch(0.7 0.1 20)' } }, layout: 'romantic' },
    });
    expect(parsed.density).toBe('spacious');
    expect(parsed.features).toEqual({ ...DEFAULT_CUSTOMIZATION.features, showGallery: false });
    expect(parsed.theme.layout).toBe('romantic');
    expect(parsed.theme.fonts).toEqual(DEFAULT_THEME.fonts);
    expect(parsed.theme.colors.light).toEqual(DEFAULT_THEME.colors.light);
    expect(parsed.theme.colors.dark).toEqual({
      ...DEFAULT_THEME.colors.dark,
      primary: 'oklch(0.7000 0.1000 20.00)',
    });
    expect(parsed.version).toBe(1);
  });

  it('replaces only the invalid fields with their defaults', () => {
    const parsed = parseCustomization({
      density: 'cozy',
      version: -1,
      features: { showRsvp: 'yes', showTravel: false },
      theme: {
        layout: 'brutalist',
        fonts: { heading: 'Comic Sans', body: 'lato' },
        colors: {
          light: { text: 'bogus', accent: 'oklch(1.5 0.1 20)', background: '#ffffff' },
          dark: 'nope',
        },
      },
    });
    expect(parsed.density).toBe('comfortable');
    expect(parsed.version).toBe(1);
    expect(parsed.features.showRsvp).toBe(true);
    expect(parsed.features.showTravel).toBe(false);
    expect(parsed.theme.layout).toBe('classic');
    expect(parsed.theme.fonts).toEqual({ heading: DEFAULT_THEME.fonts.heading, body: 'Lato' });
    expect(parsed.theme.colors.light.text).toBe(DEFAULT_THEME.colors.light.text);
    expect(parsed.theme.colors.light.accent).toBe(DEFAULT_THEME.colors.light.accent);
    expect(parsed.theme.colors.light.background).toBe('oklch(1.0000 0.0000 0.00)');
    expect(parsed.theme.colors.dark).toEqual(DEFAULT_THEME.colors.dark);
  });

  it('normalises any colour form to an oklch() string', () => {
    const parsed = parseCustomization({
      theme: { colors: { light: { primary: '#ff0000', secondary: 'rgb(0 0 0)' } } },
    });
    expect(parsed.theme.colors.light.primary).toMatch(/^oklch\(0\.62\d\d 0\.25\d\d 29\.\d\d\)$/);
    expect(parsed.theme.colors.light.secondary).toBe('oklch(0.0000 0.0000 0.00)');
  });

  it('keeps version 0 and larger integers, rejects fractions', () => {
    expect(parseCustomization({ version: 0 }).version).toBe(0);
    expect(parseCustomization({ version: 12 }).version).toBe(12);
    expect(parseCustomization({ version: 1.5 }).version).toBe(1);
  });
});

describe('customization may arrive (docs/requirements.md B3) as a JSON string', () => {
  it('parses a JSON string and merges it over the defaults', () => {
    const parsed = parseCustomization(
      JSON.stringify({ density: 'compact', features: { showCountdown: false } }),
    );
    expect(parsed.density).toBe('compact');
    expect(parsed.features.showCountdown).toBe(false);
    expect(parsed.features.showGallery).toBe(true);
    expect(parsed.theme).toEqual(DEFAULT_THEME);
  });
});

describe('strict customization schema (the brand messages of docs/requirements.md A5)', () => {
  it("reports '{key} color must be in OKLCH format' and '{key} color is required'", () => {
    const input = structuredClone(DEFAULT_CUSTOMIZATION) as unknown as {
      theme: { colors: { light: Record<string, string> } };
    };
    input.theme.colors.light.primary = '#ff0000';
    input.theme.colors.light.text = '  ';
    const result = customizationSchema.safeParse(input);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('primary color must be in OKLCH format');
    expect(messages).toContain('text color is required');
  });

  it('rejects an unknown layout and density', () => {
    expect(customizationSchema.safeParse({ ...DEFAULT_CUSTOMIZATION, density: 'cozy' }).success).toBe(false);
    expect(
      customizationSchema.safeParse({ ...DEFAULT_CUSTOMIZATION, theme: { ...DEFAULT_THEME, layout: 'grid' } })
        .success,
    ).toBe(false);
  });
});

describe('section order', () => {
  it('starts from every orderable section once, in the default order', () => {
    expect(DEFAULT_CUSTOMIZATION.sectionOrder).toEqual([...ORDERABLE_SECTIONS]);
    expect(isCompleteSectionOrder(DEFAULT_CUSTOMIZATION.sectionOrder)).toBe(true);
  });

  it('reads a stored order leniently: unknown and repeated entries dropped, missing ones appended', () => {
    expect(normalizeSectionOrder(['rsvp', 'nope', 'rsvp', 'gallery', 7])).toEqual([
      'rsvp',
      'gallery',
      'schedule',
      'locations',
      'accommodations',
    ]);
    expect(normalizeSectionOrder('rsvp')).toEqual([...ORDERABLE_SECTIONS]);
    expect(parseCustomization({ sectionOrder: ['gallery'] }).sectionOrder[0]).toBe('gallery');
    expect(parseCustomization({}).sectionOrder).toEqual([...ORDERABLE_SECTIONS]);
  });

  it('accepts as a complete order only a permutation of every section', () => {
    expect(isCompleteSectionOrder(['rsvp', 'gallery', 'accommodations', 'locations', 'schedule'])).toBe(true);
    expect(isCompleteSectionOrder(['rsvp', 'rsvp', 'accommodations', 'locations', 'schedule'])).toBe(false);
    expect(isCompleteSectionOrder(['rsvp', 'gallery', 'accommodations', 'locations'])).toBe(false);
    expect(isCompleteSectionOrder(['rsvp', 'gallery', 'accommodations', 'locations', 'info'])).toBe(false);
  });
});
