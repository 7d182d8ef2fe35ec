import type { WeddingInfoView } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { fallbackLocaleFor, textsFor, writtenLocales } from './site-texts';

const info = (locale: WeddingInfoView['locale'], texts: Partial<WeddingInfoView> = {}): WeddingInfoView => ({
  locale,
  brideName: 'Anna',
  groomName: 'Ben',
  welcomeTitle: null,
  welcomeText: null,
  ceremonyTitle: null,
  ceremonyText: null,
  receptionTitle: null,
  receptionText: null,
  travelText: null,
  ...texts,
});

const infos = [
  info('de', { welcomeText: 'Willkommen', travelText: 'Bahn' }),
  info('en', { travelText: ' ' }),
  info('es', { ceremonyText: 'Iglesia' }),
];

describe('the content form’s view of the texts per language', () => {
  it('fills the form with a language’s texts, empty where nothing is written', () => {
    expect(textsFor(infos, 'de')).toMatchObject({ welcomeText: 'Willkommen', ceremonyText: '' });
    expect(textsFor(infos, 'pl').welcomeText).toBe('');
  });

  it('marks the languages with any written text (blank does not count)', () => {
    expect([...writtenLocales(infos)].sort()).toEqual(['de', 'es']);
  });

  it('names the language a guest sees instead of an empty field', () => {
    expect(fallbackLocaleFor(infos, 'welcomeText', 'en', 'de')).toBe('de');
    expect(fallbackLocaleFor(infos, 'ceremonyText', 'en', 'de')).toBe('es');
    expect(fallbackLocaleFor(infos, 'receptionText', 'en', 'de')).toBeNull();
    expect(fallbackLocaleFor(infos, 'welcomeText', 'de', 'de')).toBeNull();
  });
});
