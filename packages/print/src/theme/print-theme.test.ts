import { contrastRatio, DEFAULT_CUSTOMIZATION } from '@wedding/tokens';
import { describe, expect, it } from 'vitest';
import { printTheme } from './print-theme';

const HEX = /^#[0-9a-f]{6}$/;

function withLightColors(colors: Record<string, string>) {
  const theme = DEFAULT_CUSTOMIZATION.theme;
  return {
    ...DEFAULT_CUSTOMIZATION,
    theme: { ...theme, colors: { ...theme.colors, light: { ...theme.colors.light, ...colors } } },
  };
}

describe('printTheme', () => {
  it('gives every colour as #rrggbb, readable on white paper', () => {
    const { colors } = printTheme(null, 'de');
    for (const color of Object.values(colors)) expect(color).toMatch(HEX);
    expect(contrastRatio(colors.ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.inkMuted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.qr, '#ffffff')).toBeGreaterThanOrEqual(7);
  });

  it('takes the theme colours of the customization, in any CSS form', () => {
    const { colors } = printTheme(withLightColors({ primary: '#1f5f4a', text: 'rgb(40, 30, 20)' }), 'de');
    expect(colors.heading).toBe('#1f5f4a');
    expect(colors.ink).toBe('#281e14');
    expect(colors.qr).toBe('#281e14');
  });

  it('darkens a pale theme colour along its hue until it reads on white', () => {
    const { colors } = printTheme(withLightColors({ primary: '#f3d98b', text: '#9a9a9a' }), 'de');
    expect(contrastRatio(colors.heading, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.qr, '#ffffff')).toBeGreaterThanOrEqual(7);
  });

  it('reads a stored customization leniently: a JSON string, broken values and unknown fonts fall back', () => {
    const stored = JSON.stringify({
      theme: {
        colors: { light: { primary: 'not a colour' } },
        fonts: { heading: 'Comic Sans', body: 'Lato' },
      },
    });
    const theme = printTheme(stored, 'en');
    expect(theme.colors.heading).toBe(printTheme(null, 'en').colors.heading);
    expect(theme.fonts.heading[0]).toBe('Playfair Display latin');
    expect(theme.fonts.body[0]).toBe('Lato latin');
  });
});
