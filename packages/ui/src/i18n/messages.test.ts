import { LOCALES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';
import { uiMessages } from './messages';

describe('languages de, en, pl, tr, hi, es (docs/requirements.md A9 and B9): every locale has every interface string', () => {
  const germanKeys = Object.keys(uiMessages.de).sort();
  it.each(LOCALES)('%s has exactly the German keys, none empty', (locale) => {
    const catalogue = uiMessages[locale];
    expect(Object.keys(catalogue).sort()).toEqual(germanKeys);
    for (const value of Object.values(catalogue)) expect(value.trim()).not.toBe('');
  });
  it.each(LOCALES)('%s keeps the placeholders of each German string', (locale) => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of germanKeys) {
      const k = key as keyof typeof uiMessages.de;
      expect(placeholders(uiMessages[locale][k]), `${locale} ${key}`).toEqual(placeholders(uiMessages.de[k]));
    }
  });
  it('non-German locales are translated, not copied', () => {
    for (const locale of LOCALES.filter((l) => l !== 'de')) {
      expect(uiMessages[locale]['copyButton.copy']).not.toBe(uiMessages.de['copyButton.copy']);
    }
  });
});

describe('formatMessage', () => {
  it('fills named placeholders and formats numbers for the locale', () => {
    expect(formatMessage('Step {current} of {total}', { current: 2, total: 5 }, 'en')).toBe('Step 2 of 5');
    expect(formatMessage('{count} Zeichen', { count: 1000 }, 'de')).toBe('1.000 Zeichen');
  });
  it('writes whole numbers below 1000 exactly as Intl.NumberFormat does in every locale, without it', () => {
    for (const locale of LOCALES) {
      const format = new Intl.NumberFormat(locale);
      for (const count of [0, 1, 7, 42, 999, 1000, 12_345, 2.5]) {
        expect(formatMessage('{count}', { count }, locale), `${locale} ${count}`).toBe(format.format(count));
      }
    }
  });
  it('keeps a placeholder whose parameter is missing', () => {
    expect(formatMessage('Failed to load {font}.', {}, 'en')).toBe('Failed to load {font}.');
  });
  it('font failure text (docs/requirements.md A8) in English', () => {
    expect(formatMessage(uiMessages.en['font.loadError'], { font: 'Lora' }, 'en')).toBe(
      'Failed to load Lora. Using fallback font.',
    );
  });
});
