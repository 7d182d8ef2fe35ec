import { beforeAll, describe, expect, inject, it } from 'vitest';
import { filesOfTarball, runConsumerScript } from './install-packed';

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

describe('packaging: @wedding/theme-studio installs from its tarball outside the workspace and renders', () => {
  let files: string[] = [];
  let result: { markup: string; css: string; failingBefore: number; failingAfter: number; locales: string[] };

  beforeAll(async () => {
    const consumer = inject('packedConsumer');
    files = await filesOfTarball(consumer.tarballs['theme-studio']);
    result = JSON.parse(await runConsumerScript(consumer.app, 'render-theme-studio.mjs', RENDER_SCRIPT));
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
