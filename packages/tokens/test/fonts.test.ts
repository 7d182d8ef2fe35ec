import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BODY_FONTS,
  BRAND_FONTS,
  FONT_CATALOGUE,
  FONT_CATEGORIES,
  FONT_WEIGHTS,
  findFont,
  fontStack,
  HEADING_FONTS,
} from '../src/index';

const require = createRequire(import.meta.url);

function fontsourceFile(importPath: string): string {
  const [scope, name, file] = importPath.split('/');
  const packageJson = require.resolve(`${scope}/${name}/package.json`);
  return path.join(path.dirname(packageJson), file ?? '');
}

describe('font catalogue (docs/requirements.md A3): about 20 fonts, 15 web fonts at weights 400/500/600/700', () => {
  it('has 20 fonts with unique names, 15 of them web fonts', () => {
    expect(FONT_CATALOGUE).toHaveLength(20);
    expect(new Set(FONT_CATALOGUE.map((font) => font.name)).size).toBe(20);
    expect(FONT_CATALOGUE.filter((font) => font.googleFont)).toHaveLength(15);
  });

  it('offers the weights 400, 500, 600 and 700', () => {
    expect(FONT_WEIGHTS).toEqual([400, 500, 600, 700]);
    for (const font of FONT_CATALOGUE) {
      expect(font.weights.length).toBeGreaterThan(0);
      for (const weight of font.weights) expect(FONT_WEIGHTS).toContain(weight);
    }
  });

  it('gives every font the spec fields name, displayName, category, googleFont, previewText', () => {
    for (const font of FONT_CATALOGUE) {
      expect(font.name.trim()).not.toBe('');
      expect(font.displayName.trim()).not.toBe('');
      expect(FONT_CATEGORIES).toContain(font.category);
      expect(typeof font.googleFont).toBe('boolean');
      expect(font.previewText.trim()).not.toBe('');
      expect(font.stack).toMatch(/(serif|sans-serif|cursive|monospace)$/);
    }
  });

  it('has at least one font in each category of the typography filter', () => {
    expect(FONT_CATEGORIES).toEqual(['serif', 'sans-serif', 'display', 'handwriting', 'monospace']);
    for (const category of FONT_CATEGORIES) {
      expect(FONT_CATALOGUE.some((font) => font.category === category)).toBe(true);
    }
  });

  it('self-hosts every web font from an installed @fontsource package, one CSS file per real weight', () => {
    for (const font of FONT_CATALOGUE.filter((entry) => entry.googleFont)) {
      expect(font.fontsource?.packageName).toMatch(/^@fontsource\//);
      expect(font.fontsource?.imports).toHaveLength(font.weights.length);
      for (const importPath of font.fontsource?.imports ?? []) {
        expect(existsSync(fontsourceFile(importPath)), importPath).toBe(true);
      }
    }
  });

  it('records only weights the package ships (Crimson Text and Source Sans Pro lack 500, Lato 500 and 600)', () => {
    expect(findFont('Crimson Text')?.weights).toEqual([400, 600, 700]);
    expect(findFont('Source Sans Pro')?.weights).toEqual([400, 600, 700]);
    expect(findFont('Lato')?.weights).toEqual([400, 700]);
    for (const font of FONT_CATALOGUE.filter((entry) => entry.googleFont)) {
      for (const weight of FONT_WEIGHTS.filter((candidate) => !font.weights.includes(candidate))) {
        const packageName = font.fontsource?.packageName ?? '';
        expect(existsSync(fontsourceFile(`${packageName}/${weight}.css`)), `${font.name} ${weight}`).toBe(
          false,
        );
      }
    }
  });

  it('system fonts need no package', () => {
    for (const font of FONT_CATALOGUE.filter((entry) => !entry.googleFont))
      expect(font.fontsource).toBeNull();
  });
});

describe('font (docs/requirements.md A3) lists', () => {
  it('heading fonts: Playfair Display, Crimson Text, Dancing Script, Inter, Lora, Montserrat, Open Sans', () => {
    expect(HEADING_FONTS).toEqual([
      'Playfair Display',
      'Crimson Text',
      'Dancing Script',
      'Inter',
      'Lora',
      'Montserrat',
      'Open Sans',
    ]);
  });

  it('body fonts: Inter, Source Sans Pro, Nunito, Lato, Open Sans, Roboto, Poppins', () => {
    expect(BODY_FONTS).toEqual([
      'Inter',
      'Source Sans Pro',
      'Nunito',
      'Lato',
      'Open Sans',
      'Roboto',
      'Poppins',
    ]);
  });

  it('brand fonts add Cormorant Garamond to the heading and body fonts', () => {
    expect(BRAND_FONTS).toContain('Cormorant Garamond');
    expect(BRAND_FONTS).toHaveLength(13);
    for (const name of [...HEADING_FONTS, ...BODY_FONTS]) expect(BRAND_FONTS).toContain(name);
  });

  it('every listed font is in the catalogue as a web font', () => {
    for (const name of BRAND_FONTS) expect(findFont(name)?.googleFont, name).toBe(true);
  });
});

describe('font stacks', () => {
  it('finds fonts case-insensitively and returns their stack', () => {
    expect(findFont('  playfair display ')?.name).toBe('Playfair Display');
    expect(fontStack('Lora')).toBe(
      "Lora, 'Lora Fallback', Georgia, 'Times New Roman', 'Noto Sans Devanagari', serif",
    );
  });

  it('quotes an unknown family, strips characters that could break the declaration, and falls back', () => {
    expect(fontStack('My Font;}')).toBe(`'My Font', ${findFont('system-ui')?.stack}`);
    expect(fontStack("';")).toBe(findFont('system-ui')?.stack);
  });
});

describe('fonts.css self-hosts the web fonts (no third-party font service)', () => {
  const fontsCss = readFileSync(new URL('../src/generated/css/fonts.css', import.meta.url), 'utf8');

  it('imports every weight of every web font from its @fontsource package, then the Devanagari stylesheet, and nothing remote', () => {
    const imports = [...fontsCss.matchAll(/@import '([^']+)';/g)].map((match) => match[1]);
    const expected = FONT_CATALOGUE.flatMap((font) => font.fontsource?.imports ?? []);
    expect(imports).toEqual([...expected, './fonts-devanagari.css']);
    expect(expected.length).toBeGreaterThan(50);
    expect(fontsCss).not.toMatch(/https?:/);
  });
});
