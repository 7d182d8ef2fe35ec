import { describe, expect, it } from 'vitest';
import {
  FONT_CATALOGUE,
  localFallbackKind,
  metricFallbackFamily,
  metricOverrides,
  renderMetricFallbackCss,
  withMetricFallback,
} from '../src/index';

const webFonts = FONT_CATALOGUE.filter((font) => font.fontsource);

describe('metric-matched fallback faces (no layout shift when a web font arrives)', () => {
  it('scales the local font to the web font’s average width and keeps the line box height', () => {
    const local = { unitsPerEm: 1000, ascent: 900, descent: -200, lineGap: 0, xWidthAvg: 500 };
    const twiceAsWide = { unitsPerEm: 2000, ascent: 1800, descent: -400, lineGap: 200, xWidthAvg: 2000 };
    const overrides = metricOverrides(twiceAsWide, local);
    expect(overrides.sizeAdjust).toBe(2);
    // Scaled by 2, the local face must report half the web font's ascent (in ems) to end up as tall.
    expect(overrides.ascentOverride).toBeCloseTo(0.45);
    expect(overrides.descentOverride).toBeCloseTo(0.1);
    expect(overrides.lineGapOverride).toBeCloseTo(0.05);
    expect(metricOverrides(local, local)).toEqual({
      sizeAdjust: 1,
      ascentOverride: 0.9,
      descentOverride: 0.2,
      lineGapOverride: 0,
    });
  });

  it('puts the fallback face right after the web font in every web font’s stack', () => {
    for (const font of webFonts) {
      const families = font.stack.split(',').map((family) => family.trim());
      expect(families[1]).toBe(`'${metricFallbackFamily(font.name)}'`);
    }
    expect(withMetricFallback('Lato', 'Lato, Arial, sans-serif')).toBe(
      "Lato, 'Lato Fallback', Arial, sans-serif",
    );
  });

  it('declares a regular and a bold face for every web font, from the local font of its generic family', () => {
    for (const font of webFonts) {
      const css = renderMetricFallbackCss(font.name);
      expect(css.match(/@font-face/g)).toHaveLength(2);
      expect(css).toContain(`font-family: '${font.name} Fallback'`);
      const kind = localFallbackKind(font.stack);
      const expectedLocal = { 'sans-serif': 'Arial', serif: 'Times New Roman', monospace: 'Courier New' }[
        kind
      ];
      expect(css).toContain(`local('${expectedLocal}')`);
      for (const descriptor of ['size-adjust', 'ascent-override', 'descent-override', 'line-gap-override']) {
        expect(css).toMatch(new RegExp(`${descriptor}: \\d+\\.\\d{2}%;`));
      }
    }
    expect(localFallbackKind(findStack('Playfair Display'))).toBe('serif');
    expect(localFallbackKind(findStack('JetBrains Mono'))).toBe('monospace');
    expect(localFallbackKind(findStack('Dancing Script'))).toBe('sans-serif');
  });

  it('uses the Lato metrics against Arial that capsize publishes (size-adjust 97.69%)', () => {
    // @capsizecss/metrics: Lato's average Latin width is 871 of 2000 units, Arial's 913 of 2048: 0.4355 / 0.4458.
    expect(renderMetricFallbackCss('Lato')).toMatch(/size-adjust: 97\.\d{2}%/);
  });

  it('has no fallback face for system fonts', () => {
    expect(renderMetricFallbackCss('Arial')).toBe('');
    expect(renderMetricFallbackCss('Georgia')).toBe('');
  });
});

function findStack(name: string): string {
  const font = FONT_CATALOGUE.find((option) => option.name === name);
  if (!font) throw new Error(`${name} is not in the catalogue`);
  return font.stack;
}
