import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../constants';
import { MESSAGE_CATALOGS } from './index';

const PLACEHOLDER = /\{(\w+)\}/g;
const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
const englishKeys = Object.keys(MESSAGE_CATALOGS.en).sort();

describe('languages de, en, pl, tr, hi, es (docs/requirements.md A1 and B1): every catalogue is complete', () => {
  it.each(LOCALES)('%s has exactly the keys of the English catalogue', (locale) => {
    expect(Object.keys(MESSAGE_CATALOGS[locale]).sort()).toEqual(englishKeys);
  });

  it.each(LOCALES)('%s has no empty, untrimmed or unfinished text', (locale) => {
    for (const [key, text] of Object.entries(MESSAGE_CATALOGS[locale])) {
      expect(text.trim(), `${locale}:${key}`).toBe(text);
      expect(text.length, `${locale}:${key}`).toBeGreaterThan(0);
      expect(text, `${locale}:${key}`).not.toMatch(/TODO|FIXME|TRANSLATE|\[\[|__/);
    }
  });

  it.each(LOCALES)('%s keeps the same {placeholders} as English for every key', (locale) => {
    for (const [key, english] of Object.entries(MESSAGE_CATALOGS.en)) {
      const translated = (MESSAGE_CATALOGS[locale] as Record<string, string>)[key] ?? '';
      expect(placeholdersOf(translated), `${locale}:${key}`).toEqual(placeholdersOf(english));
    }
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s is translated: no text is copied from English',
    (locale) => {
      const copied = Object.entries(MESSAGE_CATALOGS.en)
        .filter(([key, english]) => (MESSAGE_CATALOGS[locale] as Record<string, string>)[key] === english)
        .map(([key]) => key);
      expect(copied).toEqual([]);
    },
  );

  it('hi is written in Devanagari', () => {
    for (const [key, text] of Object.entries(MESSAGE_CATALOGS.hi)) {
      expect(text, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe('spec texts are kept verbatim in the language they are written in', () => {
  it('English texts of docs/requirements.md A5, A8, B5 and B8 are in en', () => {
    expect(MESSAGE_CATALOGS.en).toMatchObject({
      'guest.nameRequired': 'Name is required',
      'address.countryIso': 'Country must be 2-letter ISO code',
      'location.invalidUrl': 'Invalid URL',
      'rsvp.guestsMax': 'Maximum 10 guests',
      'rsvp.phoneInvalid': 'Please enter a valid phone number with country code',
      'rsvp.phoneRequired': 'Phone number is required',
      'guestSave.invalidData': 'Invalid data: {detail}',
      'brand.colorFormat': '{key} color must be in OKLCH format',
      'brand.layoutInvalid': 'Layout must be one of: classic, modern, romantic, artdeco',
      'theme.appliedAndSaved': 'Theme "{name}" applied and saved!',
      'location.saveFailed': 'Failed to save location',
      'tags.addFailed': 'add failed',
    });
  });

  it('German texts of docs/requirements.md B2 and B8 are in de', () => {
    expect(MESSAGE_CATALOGS.de).toMatchObject({
      'guest.noneFound': 'Keine Gäste gefunden',
      'guest.noneYet': 'Noch keine Gäste hinzugefügt',
      retry: 'Erneut versuchen',
      'guest.loadError': 'Fehler beim Laden der Gäste',
      'guest.updateError': 'Fehler beim Aktualisieren',
      'guest.updated': 'Gast aktualisiert',
      'group.linkError': 'Fehler beim Verknüpfen',
      'group.unlinkError': 'Fehler beim Trennen',
    });
  });
});
