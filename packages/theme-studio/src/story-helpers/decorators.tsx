import '@wedding/tokens/css/tokens.css';
import '@wedding/ui/styles.css';
import '@wedding/guest-site/styles.css';
import type { Decorator } from '@storybook/react-vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wedding/core';
import { I18nProvider, ThemeProvider, ToastProvider } from '@wedding/ui';

export function storyLocale(globals: Record<string, unknown>): Locale {
  const locale = globals.locale;
  return typeof locale === 'string' && (LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : DEFAULT_LOCALE;
}

/**
 * The providers a host app mounts around the theme studio: language (toolbar locale), the app's theme in the colour
 * mode of the light and dark story runs, and toasts. `parameters.width` narrows the canvas (e.g. 360 for a phone).
 */
export const withStudioProviders: Decorator = (Story, context) => {
  const width = context.parameters.width as number | undefined;
  return (
    <I18nProvider locale={storyLocale(context.globals)}>
      <ThemeProvider mode={context.globals.colorMode === 'dark' ? 'dark' : 'light'}>
        <ToastProvider>
          <div
            style={{ padding: '1rem', maxWidth: width ? `${width}px` : undefined, boxSizing: 'border-box' }}
          >
            <Story />
          </div>
        </ToastProvider>
      </ThemeProvider>
    </I18nProvider>
  );
};

export const atPhoneWidth = { parameters: { width: 360 } };
