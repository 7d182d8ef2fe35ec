import { contrastRatio, THEME_PRESETS } from '@wedding/tokens';
import { expect, it } from 'vitest';
import { mailThemeOf } from './mail-theme';
import { SANS_SERIF_STACK, SERIF_STACK } from './system-font-stacks';

it('uses the wedding’s own primary colour, in hex', () => {
  const theme = mailThemeOf({ theme: { colors: { light: { primary: '#1f4e79' } } } });
  expect(theme.colors.primary).toBe('#1f4e79');
});

it('falls back to the default theme for a missing or broken customization', () => {
  expect(mailThemeOf(null)).toEqual(mailThemeOf({}));
  expect(mailThemeOf('{not json')).toEqual(mailThemeOf({}));
});

it('keeps button text and small print readable (4.5:1) in every preset, after rounding to hex', () => {
  for (const preset of THEME_PRESETS) {
    const { colors } = mailThemeOf({ theme: preset.theme });
    expect(contrastRatio(colors.onPrimary, colors.primary), preset.id).toBeGreaterThanOrEqual(4.5);
    for (const surface of [colors.page, colors.card, colors.panel]) {
      expect(contrastRatio(colors.textMuted, surface), preset.id).toBeGreaterThanOrEqual(4.5);
    }
  }
});

it('sets headings in a system serif when the theme’s heading font is a serif, else in a system sans', () => {
  const serif = mailThemeOf({ theme: { fonts: { heading: 'Playfair Display' } } });
  const sans = mailThemeOf({ theme: { fonts: { heading: 'Montserrat' } } });
  expect(serif.fonts.heading).toBe(SERIF_STACK);
  expect(sans.fonts.heading).toBe(SANS_SERIF_STACK);
  expect(serif.fonts.body).toBe(SANS_SERIF_STACK);
});
