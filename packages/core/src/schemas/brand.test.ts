import { DEFAULT_CUSTOMIZATION } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { translate } from '../messages/translate';
import { brandSchema } from './brand';

const brand = {
  brandId: 'rose',
  brandName: 'Rose Garden',
  colors: DEFAULT_CUSTOMIZATION.theme.colors,
  fonts: { heading: 'Playfair Display', body: 'Inter' },
  layout: 'romantic',
};
const issuesOf = (input: unknown) =>
  (brandSchema.safeParse(input).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    text: translate(issue.message, 'en', (issue as { params?: Record<string, string> }).params),
  }));

describe('brand validation messages (docs/requirements.md A5)', () => {
  it('accepts a complete brand', () => {
    expect(issuesOf(brand)).toEqual([]);
  });

  it("'{key} color must be in OKLCH format' for a non-OKLCH colour", () => {
    const colors = { ...brand.colors, light: { ...brand.colors.light, primary: '#ff0000' } };
    expect(issuesOf({ ...brand, colors })).toEqual([
      { path: 'colors.light.primary', text: 'primary color must be in OKLCH format' },
    ]);
  });

  it("'{key} color is required' for a missing, empty or whitespace-only colour", () => {
    const colors = { ...brand.colors, dark: { ...brand.colors.dark, accent: '  ', text: undefined } };
    expect(issuesOf({ ...brand, colors })).toEqual([
      { path: 'colors.dark.accent', text: 'accent color is required' },
      { path: 'colors.dark.text', text: 'text color is required' },
    ]);
  });

  it("'Both heading and body fonts are required' when either font is blank", () => {
    expect(issuesOf({ ...brand, fonts: { heading: 'Inter', body: ' ' } })).toEqual([
      { path: 'fonts', text: 'Both heading and body fonts are required' },
    ]);
    expect(issuesOf({ ...brand, fonts: undefined })).toEqual([
      { path: 'fonts', text: 'Both heading and body fonts are required' },
    ]);
  });

  it("'Layout must be one of: classic, modern, romantic, artdeco'", () => {
    expect(issuesOf({ ...brand, layout: 'grid' })).toEqual([
      { path: 'layout', text: 'Layout must be one of: classic, modern, romantic, artdeco' },
    ]);
  });

  it("'Brand name is required' and 'Brand ID is required', also for whitespace-only", () => {
    expect(issuesOf({ ...brand, brandId: '  ', brandName: '' })).toEqual([
      { path: 'brandId', text: 'Brand ID is required' },
      { path: 'brandName', text: 'Brand name is required' },
    ]);
  });
});

describe('brand (docs/requirements.md A5): missing colours of a whole mode', () => {
  it('reports every colour of the missing mode as required', () => {
    const issues = issuesOf({ ...brand, colors: { light: brand.colors.light } });
    expect(issues).toHaveLength(5);
    expect(issues[0]).toEqual({ path: 'colors.dark.primary', text: 'primary color is required' });
  });
});

describe('brand output (docs/requirements.md A3)', () => {
  it('returns the colours and fonts typed as given', () => {
    const parsed = brandSchema.parse(brand);
    expect(parsed.colors.dark.primary).toBe(brand.colors.dark.primary);
    expect(parsed.fonts.heading).toBe('Playfair Display');
  });
});

describe('brand (docs/requirements.md A5): nothing given', () => {
  it('reports every required part when colours, fonts and names are missing', () => {
    const paths = issuesOf({ layout: 'classic' }).map((issue) => issue.path);
    expect(paths).toEqual([
      'brandId',
      'brandName',
      ...['light', 'dark'].flatMap((mode) =>
        ['primary', 'secondary', 'accent', 'background', 'text'].map((role) => `colors.${mode}.${role}`),
      ),
      'fonts',
    ]);
  });
});
