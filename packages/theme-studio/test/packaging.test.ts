import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const studioDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDirs = ['tokens', 'core', 'ui', 'theme-studio'].map((name) =>
  path.resolve(studioDir, '..', name),
);

/** Renders the customizer with a save function and a preview of the consumer's own, exactly as a consumer would. */
const RENDER_SCRIPT = `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_CUSTOMIZATION } from '@wedding/tokens';
import { I18nProvider, ThemeProvider, ToastProvider } from '@wedding/ui';
import { ThemeCustomizer, fixThemeContrast, checkThemeContrast, studioMessages } from '@wedding/theme-studio';

const require = createRequire(import.meta.url);
const save = async (customization) => ({ customization, version: 2 });
const markup = renderToStaticMarkup(
  h(I18nProvider, { locale: 'en' },
    h(ThemeProvider, { mode: 'light' },
      h(ToastProvider, null,
        h(ThemeCustomizer, {
          customization: DEFAULT_CUSTOMIZATION,
          version: 1,
          save,
          isPremiumPlan: false,
          renderPreview: (mode) => h('main', { 'data-consumer-preview': mode }, 'Our page'),
        })))),
);
const pale = { ...DEFAULT_CUSTOMIZATION.theme, colors: { ...DEFAULT_CUSTOMIZATION.theme.colors,
  light: { ...DEFAULT_CUSTOMIZATION.theme.colors.light, primary: 'oklch(0.93 0.03 90)' } } };
process.stdout.write(JSON.stringify({
  markup,
  css: readFileSync(require.resolve('@wedding/theme-studio/styles.css'), 'utf8'),
  failingBefore: checkThemeContrast(pale).filter((check) => check.belowTarget).length,
  failingAfter: checkThemeContrast(fixThemeContrast(pale)).filter((check) => check.belowTarget).length,
  locales: Object.keys(studioMessages),
}));
`;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 200_000,
  });
}

describe('packaging: @wedding/theme-studio installs from its tarball outside the workspace and renders', () => {
  let scratch = '';
  let files: string[] = [];
  let result: { markup: string; css: string; failingBefore: number; failingAfter: number; locales: string[] };

  beforeAll(() => {
    for (const dir of packageDirs) {
      if (!existsSync(path.join(dir, 'dist', 'index.js'))) {
        throw new Error(`${dir}/dist is missing: build the packages first (turbo builds dependencies first)`);
      }
    }
    scratch = mkdtempSync(path.join(tmpdir(), 'wedding-theme-studio-pack-'));
    const tarballDir = path.join(scratch, 'tarballs');
    for (const dir of packageDirs)
      run('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', tarballDir], dir);
    const tarballs = readdirSync(tarballDir).map((file) => path.join(tarballDir, file));
    expect(tarballs).toHaveLength(4);
    const studioTarball = tarballs.find((file) => path.basename(file).includes('theme-studio'));
    if (!studioTarball) throw new Error('no theme-studio tarball');
    files = run('tar', ['-tzf', studioTarball], scratch).split('\n').filter(Boolean);
    const app = path.join(scratch, 'app');
    run('mkdir', ['-p', app], scratch);
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ name: 'wedding-theme-studio-consumer', private: true, type: 'module' }),
    );
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', 'react@19', 'react-dom@19', ...tarballs],
      app,
    );
    writeFileSync(path.join(app, 'render.mjs'), RENDER_SCRIPT);
    result = JSON.parse(run('node', ['render.mjs'], app));
  });

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('ships dist with its declarations, one stylesheet, each locale and the brand panel as chunks; no sources', () => {
    expect(files).toContain('package/dist/index.js');
    expect(files).toContain('package/dist/index.d.ts');
    expect(files).toContain('package/dist/index.css');
    expect(files).toContain('package/dist/components/BrandPanel/BrandPanel.js');
    for (const locale of ['de', 'en', 'pl', 'tr', 'hi', 'es']) {
      expect(files).toContain(`package/dist/i18n/locales/${locale}.js`);
    }
    expect(files.filter((file) => file.startsWith('package/src/'))).toEqual([]);
    expect(files.filter((file) => /stories|story-helpers/.test(file))).toEqual([]);
  });

  it('renders the customizer on the server: tabs, the consumer’s own preview, classes from styles.css', () => {
    expect(result.markup).toContain('role="tablist"');
    expect(result.markup).toContain('Presets');
    expect(result.markup).toContain('data-consumer-preview="light"');
    const classes = [...result.markup.matchAll(/class="([^"]+)"/g)].flatMap(
      (match) => match[1]?.split(' ') ?? [],
    );
    const styled = new Set(classes.filter((name) => result.css.includes(`.${name}`)));
    expect(styled.size).toBeGreaterThan(10);
    expect(result.css).toContain('var(--wed-color-primary)');
  });

  it('the contrast fix works from the installed package; all six languages ship', () => {
    expect(result.failingBefore).toBeGreaterThan(0);
    expect(result.failingAfter).toBe(0);
    expect(result.locales.sort()).toEqual(['de', 'en', 'es', 'hi', 'pl', 'tr']);
  });
});
