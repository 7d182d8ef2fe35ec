import type { Decorator, Preview } from '@storybook/react-vite';
import { DEFAULT_LOCALE, LOCALES } from '@wedding/core';
import {
  COLOR_MODES,
  DEFAULT_DENSITY,
  DEFAULT_PRESET_ID,
  DENSITIES,
  isDensity,
  THEME_PRESETS,
} from '@wedding/tokens';
import '@wedding/tokens/css/tokens.css';
import 'virtual:wedding-fonts';
import './preview.css';

const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  de: 'Deutsch',
  en: 'English',
  pl: 'Polski',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  es: 'Español',
};

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/**
 * Applies the toolbar globals the way the product does: data-color-mode, data-density and data-preset select
 * the token blocks of @wedding/tokens/css/tokens.css, lang follows the locale. They are set on <html> too so
 * the page background and portals (dialogs, popovers) get the same theme as the story.
 */
const withWeddingTheme: Decorator = (Story, context) => {
  const colorMode = pick(context.globals.colorMode, COLOR_MODES, 'light');
  const density = isDensity(context.globals.density) ? context.globals.density : DEFAULT_DENSITY;
  const locale = pick(context.globals.locale, LOCALES, DEFAULT_LOCALE);
  const preset = pick(
    context.globals.preset,
    THEME_PRESETS.map((item) => item.id),
    DEFAULT_PRESET_ID,
  );
  const root = document.documentElement;
  root.dataset.colorMode = colorMode;
  root.dataset.density = density;
  root.dataset.preset = preset;
  root.lang = locale;
  return (
    <div
      className="wed-story-root"
      data-color-mode={colorMode}
      data-density={density}
      data-preset={preset}
      lang={locale}
    >
      <Story />
    </div>
  );
};

const preview: Preview = {
  decorators: [withWeddingTheme],
  globalTypes: {
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: COLOR_MODES.map((mode) => ({ value: mode, title: mode === 'light' ? 'Light' : 'Dark' })),
        dynamicTitle: true,
      },
    },
    density: {
      description: 'Density',
      toolbar: {
        title: 'Density',
        icon: 'component',
        items: DENSITIES.map((density) => ({ value: density, title: density })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: `${locale}: ${LOCALE_NAMES[locale]}` })),
        dynamicTitle: true,
      },
    },
    preset: {
      description: 'Theme preset',
      toolbar: {
        title: 'Preset',
        icon: 'paintbrush',
        items: THEME_PRESETS.map((item) => ({ value: item.id, title: item.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    colorMode: 'light',
    density: DEFAULT_DENSITY,
    locale: DEFAULT_LOCALE,
    preset: DEFAULT_PRESET_ID,
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test (addon-vitest runs axe after each story).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Tokens', ['Introduction'], '*'] } },
  },
};

export default preview;
