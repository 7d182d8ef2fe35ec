import { describe, expect, it } from 'vitest';
import { customizationPatchSchema, DEFAULT_CUSTOMIZATION, parseCustomization } from './customization';

describe('customization (docs/requirements.md A5): parsed leniently (re-exported from @wedding/tokens)', () => {
  it('yields the defaults for invalid data', () => {
    expect(parseCustomization('not json')).toEqual(DEFAULT_CUSTOMIZATION);
  });
});

describe('PATCH customization (docs/requirements.md A7): any subset, each part valid', () => {
  it('accepts a density-only and a colour-only change', () => {
    expect(customizationPatchSchema.parse({ density: 'compact' })).toEqual({ density: 'compact' });
    const primary = 'oklch(0.6 0.1 20)';
    expect(customizationPatchSchema.parse({ theme: { colors: { dark: { primary } } } })).toEqual({
      theme: { colors: { dark: { primary } } },
    });
  });

  it('rejects a non-OKLCH colour, an unknown layout, density or feature', () => {
    const result = customizationPatchSchema.safeParse({
      theme: { colors: { light: { accent: 'red' } }, layout: 'grid' },
      density: 'huge',
      features: { showMusic: true },
    });
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), issue.code, issue.message]).slice(0, 3),
    ).toEqual([
      ['theme.colors.light.accent', 'custom', 'brand.colorFormat'],
      ['theme.layout', 'invalid_value', 'brand.layoutInvalid'],
      ['density', 'invalid_value', 'validation.invalidOption'],
    ]);
    expect(result.error?.issues[3]).toMatchObject({
      path: ['features'],
      code: 'unrecognized_keys',
      keys: ['showMusic'],
    });
  });

  it('toggles features with booleans only', () => {
    expect(customizationPatchSchema.parse({ features: { showGallery: false } })).toEqual({
      features: { showGallery: false },
    });
    expect(customizationPatchSchema.safeParse({ features: { showGallery: 'no' } }).success).toBe(false);
  });
});
