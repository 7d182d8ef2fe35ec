import { LOCALES } from '@wedding/core';
import { describe, expect, it, vi } from 'vitest';
import { createAreaTextLookup, hasAreaText } from './create-area-text-lookup';
import { loadSiteLocale } from './load-site-locale';
import { siteText as german } from './site-text/de';
import { siteText as polish } from './site-text/pl';
import { registeredSiteTextOf } from './site-text-registry';

// As the site's browser bundle (built with the `wedding-lean` condition) resolves it: nothing preloaded.
vi.mock('#preloaded-site-text', () => ({ preloadedSiteText: {} }));

const frameText = createAreaTextLookup('frame');
const someFrameKey = Object.keys(german.frame)[0] as keyof typeof german.frame;

describe('one-locale site strings (wedding-lean): loadSiteLocale registers exactly the locale asked for', () => {
  it('shows the key, not a crash, before the locale is loaded', () => {
    expect(registeredSiteTextOf('pl')).toBeUndefined();
    expect(frameText(someFrameKey, 'pl')).toBe(someFrameKey);
    expect(hasAreaText('frame', someFrameKey)).toBe(false);
  });

  it('answers in the loaded locale and leaves the others unloaded', async () => {
    await loadSiteLocale('pl');
    expect(registeredSiteTextOf('pl')).toEqual(polish);
    expect(frameText(someFrameKey, 'pl')).toBe(polish.frame[someFrameKey]);
    expect(registeredSiteTextOf('de')).toBeUndefined();
  });

  it('knows which keys an area has from whichever locale is loaded', () => {
    expect(hasAreaText('frame', someFrameKey)).toBe(true);
    expect(hasAreaText('frame', 'no.such.key')).toBe(false);
    expect(hasAreaText('sections', someFrameKey)).toBe(Object.hasOwn(german.sections, someFrameKey));
  });
});

describe('every locale module carries the German areas', () => {
  it.each(LOCALES)('%s has exactly the areas of de', async (locale) => {
    const { siteText } = await import(`./site-text/${locale}.ts`);
    expect(Object.keys(siteText).sort()).toEqual(Object.keys(german).sort());
  });
});
