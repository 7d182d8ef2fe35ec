import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_TARGET,
  contractShape,
  contrastRatio,
  cssVarName,
  DEFAULT_THEME,
  DENSITIES,
  densityToCssVars,
  fontStack,
  SEMANTIC_COLOR_ROLES,
  THEME_PRESETS,
  themeToCssVars,
  vars,
} from '../src/index';

const tokensCss = readFileSync(new URL('../src/generated/css/tokens.css', import.meta.url), 'utf8');

function leafVarNames(tree: object, path: string[] = []): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [value] : leafVarNames(value as object, [...path, key]),
  );
}

function cssBlock(selector: string): string {
  const start = tokensCss.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return tokensCss.slice(start, tokensCss.indexOf('}', start));
}

describe('vanilla-extract contract bound to --wed-* custom properties', () => {
  it('names variables --wed-<path>', () => {
    expect(vars.color.primary).toBe('var(--wed-color-primary)');
    expect(vars.color.surfaceMuted).toBe('var(--wed-color-surfaceMuted)');
    expect(vars.font.heading).toBe('var(--wed-font-heading)');
    expect(vars.fontSize.display).toBe('var(--wed-fontSize-display)');
    expect(vars.space.section).toBe('var(--wed-space-section)');
    expect(vars.borderWidth).toBe('var(--wed-borderWidth)');
    expect(vars.motion.durationFast).toBe('var(--wed-motion-durationFast)');
  });

  it('has exactly the agreed semantic contract', () => {
    expect(Object.keys(contractShape.color)).toEqual([...SEMANTIC_COLOR_ROLES]);
    expect(SEMANTIC_COLOR_ROLES).toHaveLength(20);
    expect(Object.keys(vars).sort()).toEqual(
      [
        'borderWidth',
        'color',
        'font',
        'fontSize',
        'fontWeight',
        'lineHeight',
        'motion',
        'radius',
        'shadow',
        'space',
      ].sort(),
    );
    expect(Object.keys(vars.font)).toEqual(['heading', 'body', 'mono']);
    expect(Object.keys(vars.fontSize)).toEqual(['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display']);
    expect(Object.keys(vars.fontWeight)).toEqual(['regular', 'medium', 'semibold', 'bold']);
    expect(Object.keys(vars.lineHeight)).toEqual(['tight', 'normal', 'relaxed']);
    expect(Object.keys(vars.space)).toEqual(['section', 'card', 'element', 'text']);
    expect(Object.keys(vars.radius)).toEqual(['sm', 'md', 'lg', 'full']);
    expect(Object.keys(vars.shadow)).toEqual(['sm', 'md', 'lg']);
    expect(Object.keys(vars.motion)).toEqual(['durationFast', 'durationNormal', 'easing']);
  });

  it('every contract variable is defined in :root of tokens.css', () => {
    for (const reference of leafVarNames(vars)) {
      const name = reference.slice('var('.length, -1);
      expect(tokensCss, name).toMatch(new RegExp(`(^|\\s)${name}:`, 'm'));
    }
  });
});

describe('themeToCssVars(theme, mode, density?)', () => {
  it('returns all 20 semantic colours and both font stacks, plus density only when asked', () => {
    const result = themeToCssVars(DEFAULT_THEME, 'light');
    const expected = [
      ...SEMANTIC_COLOR_ROLES.map((role) => cssVarName(['color', role])),
      '--wed-font-heading',
      '--wed-font-body',
    ];
    expect(Object.keys(result)).toEqual(expected);
    expect(result['--wed-font-heading']).toBe(fontStack(DEFAULT_THEME.fonts.heading));
    const withDensity = themeToCssVars(DEFAULT_THEME, 'light', 'compact');
    expect(withDensity).toEqual({ ...result, ...densityToCssVars('compact') });
  });

  it('uses the names of the vanilla-extract contract', () => {
    for (const name of Object.keys(themeToCssVars(DEFAULT_THEME, 'dark', 'spacious'))) {
      expect(leafVarNames(vars)).toContain(`var(${name})`);
    }
  });

  it('derives readable on-colours and muted text from any five colours', () => {
    const custom = {
      ...DEFAULT_THEME,
      colors: {
        light: {
          primary: '#ffd700',
          secondary: '#222',
          accent: 'hotpink',
          background: '#fffaf0',
          text: '#333',
        },
        dark: {
          primary: 'oklch(0.3 0.1 140)',
          secondary: '#eee',
          accent: 'teal',
          background: '#111',
          text: '#ddd',
        },
      },
    };
    for (const mode of ['light', 'dark'] as const) {
      const result = themeToCssVars(custom, mode);
      for (const role of ['Primary', 'Secondary', 'Accent', 'Success', 'Warning', 'Error']) {
        const fill = result[`--wed-color-${role.toLowerCase()}`] ?? '';
        const on = result[`--wed-color-on${role}`] ?? '';
        expect(contrastRatio(on, fill), `${mode} on${role}`).toBeGreaterThanOrEqual(CONTRAST_TARGET);
      }
      const muted = result['--wed-color-textMuted'] ?? '';
      expect(contrastRatio(muted, result['--wed-color-surfaceMuted'] ?? '')).toBeGreaterThanOrEqual(
        CONTRAST_TARGET,
      );
      for (const value of Object.values(result).slice(0, 20)) expect(value).toMatch(/^oklch\(/);
    }
  });

  it('falls back to the default colour for an unparsable one', () => {
    const broken = {
      ...DEFAULT_THEME,
      colors: { ...DEFAULT_THEME.colors, light: { ...DEFAULT_THEME.colors.light, primary: 'bogus' } },
    };
    expect(themeToCssVars(broken, 'light')['--wed-color-primary']).toBe(
      themeToCssVars(DEFAULT_THEME, 'light')['--wed-color-primary'],
    );
  });
});

describe('tokens.css: every preset x light/dark x density', () => {
  it('keeps OKLCH (no hex colours) and keeps aliases as var() references', () => {
    expect(tokensCss).not.toMatch(/:\s*#[0-9a-f]{3,8};/i);
    expect(tokensCss).toContain('--wed-palette-rose-500: oklch(');
    expect(tokensCss).toContain('--wed-space-section: var(--wed-density-comfortable-space-section);');
    expect(tokensCss).toContain('--wed-fontSize-xs: var(--wed-fontSizeScale-75);');
  });

  it('defines the default theme on :root and for data-color-mode', () => {
    const root = cssBlock(':root,\n[data-color-mode="light"]');
    const light = themeToCssVars(DEFAULT_THEME, 'light');
    for (const [name, value] of Object.entries(light)) expect(root).toContain(`${name}: ${value};`);
    const dark = cssBlock('[data-color-mode="dark"]');
    expect(dark).toContain(
      `--wed-color-background: ${themeToCssVars(DEFAULT_THEME, 'dark')['--wed-color-background']};`,
    );
  });

  it.each(THEME_PRESETS.map((preset) => [preset.id, preset] as const))(
    'has light and dark blocks for %s',
    (id, preset) => {
      const light = cssBlock(`[data-preset="${id}"],\n[data-preset="${id}"][data-color-mode="light"]`);
      const dark = cssBlock(`[data-preset="${id}"][data-color-mode="dark"]`);
      for (const [name, value] of Object.entries(themeToCssVars(preset.theme, 'light'))) {
        expect(light).toContain(`${name}: ${value};`);
      }
      for (const [name, value] of Object.entries(themeToCssVars(preset.theme, 'dark'))) {
        if (name.startsWith('--wed-color-')) expect(dark).toContain(`${name}: ${value};`);
      }
      expect(light).toContain('color-scheme: light;');
      expect(dark).toContain('color-scheme: dark;');
    },
  );

  it.each(DENSITIES)('has a [data-density="%s"] block, values as in docs/requirements.md A3', (density) => {
    const block = cssBlock(`[data-density="${density}"]`);
    for (const [name, value] of Object.entries(densityToCssVars(density)))
      expect(block).toContain(`${name}: ${value};`);
  });
});

describe('vars without the vanilla-extract runtime in the bundle', () => {
  it('equals the contract createGlobalThemeContract builds from the same shape and names', async () => {
    const { createGlobalThemeContract } = await import('@vanilla-extract/css');
    const { contractVarName } = await import('../src/index');
    expect(vars).toEqual(createGlobalThemeContract(contractShape, (_value, path) => contractVarName(path)));
  });
});
