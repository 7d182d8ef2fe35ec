import type { Customization, Locale } from '@wedding/core';
import { siteThemeCssVars, WeddingSitePage } from '@wedding/guest-site';
import type { ColorMode } from '@wedding/tokens';
import { DEFAULT_CUSTOMIZATION } from '@wedding/tokens';
import { demoWedding } from '../../../guest-site/src/sections/fixtures/demo-wedding';
import type { SaveTheme, ThemeSaveResult } from '../state/theme-studio-controller';

/** The guest site's own demo wedding (Lena & Jonas), the page the live preview stories show. */
export const previewWedding = demoWedding;

/** The real guest site page in one colour mode, as the dashboard renders it into the live preview. */
export function renderDemoSite(mode: ColorMode, locale: Locale = 'de') {
  return (
    <WeddingSitePage
      wedding={previewWedding}
      locale={locale}
      themeCssVars={siteThemeCssVars(previewWedding.customization)}
      colorMode={mode}
      now={new Date('2026-06-01T10:00:00.000Z')}
      headerLayout="desktop"
      onLocaleChange={() => undefined}
      onLogout={() => undefined}
    />
  );
}

/** A save function backed by memory, like PATCH /api/weddings/{id}: it stores, counts versions, may be slow. */
export function memorySave(options: { delayMs?: number; fail?: boolean } = {}): SaveTheme & {
  stored: () => ThemeSaveResult;
} {
  let stored: ThemeSaveResult = { customization: DEFAULT_CUSTOMIZATION, version: 1 };
  const save: SaveTheme = async (customization, { signal }) => {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(resolve, options.delayMs ?? 50);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
    if (options.fail) throw new Error('save failed');
    stored = { customization, version: stored.version + 1 };
    return stored;
  };
  return Object.assign(save, { stored: () => stored });
}

export const initialCustomization: Customization = DEFAULT_CUSTOMIZATION;
