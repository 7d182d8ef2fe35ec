import '@wedding/ui/styles.css';
import type { Decorator } from '@storybook/react-vite';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@wedding/core';
import { I18nProvider, type ThemeModePreference, ThemeProvider } from '@wedding/ui';

/** The colour mode of the story run (the root preview's light and dark projects set this global). */
export function storyColorMode(globals: Record<string, unknown>): ThemeModePreference {
  return globals.colorMode === 'dark' ? 'dark' : 'light';
}

/** The toolbar's locale, for stories whose component takes `locale` as a prop. */
export function storyLocale(globals: Record<string, unknown>): Locale {
  const locale = globals.locale;
  return typeof locale === 'string' && (LOCALES as readonly string[]).includes(locale)
    ? (locale as Locale)
    : DEFAULT_LOCALE;
}

/** For parts used inside WeddingSitePage (the header): the providers the page would give them. */
export const withSiteProviders: Decorator = (Story, context) => (
  <I18nProvider locale={storyLocale(context.globals)}>
    <ThemeProvider mode={storyColorMode(context.globals)}>
      <Story />
    </ThemeProvider>
  </I18nProvider>
);

/** The narrowest phone the product supports (360 px), so overflow shows up in the story and its test. */
export const PHONE_WIDTH_PX = 360;

export const atPhoneWidth: Decorator = (Story) => (
  <div data-phone-frame="" style={{ width: PHONE_WIDTH_PX, maxWidth: '100%', overflow: 'auto' }}>
    <Story />
  </div>
);

/**
 * What sticks out of the 360 px phone frame (forcing sideways scrolling): the frame's landmarks and sections whose
 * content is wider than the frame, as 'tag#id +Npx', so a failure names the culprit. Empty when everything fits.
 */
export function phoneFrameOverflow(canvasElement: HTMLElement): string[] {
  const frame = canvasElement.querySelector<HTMLElement>('[data-phone-frame]');
  if (!frame) throw new Error('The story is not wrapped in atPhoneWidth');
  const right = frame.getBoundingClientRect().left + frame.clientWidth;
  const parts = [
    ...frame.querySelectorAll<HTMLElement>('header, main, footer, section, form, [role="alert"]'),
  ];
  const overflowing = parts
    .map((part) => {
      const widest = Math.max(
        part.getBoundingClientRect().right,
        ...[...part.children].map((child) => child.getBoundingClientRect().right),
      );
      return { part, excess: Math.ceil(widest - right) };
    })
    .filter(({ excess }) => excess > 0)
    .map(({ part, excess }) => `${part.tagName.toLowerCase()}${part.id ? `#${part.id}` : ''} +${excess}px`);
  const frameExcess = frame.scrollWidth - frame.clientWidth;
  return frameExcess > 0 && overflowing.length === 0 ? [`frame +${frameExcess}px`] : overflowing;
}
