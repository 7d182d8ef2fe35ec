import { describe, expect, it } from 'vitest';
import { initialColorMode, initialLocale } from './preferences-storage';

describe('initialLocale: the language a visitor sees first', () => {
  it('is the preferred-locale cookie when it names one of the six', () => {
    expect(initialLocale('a=1; preferred-locale=tr', ['en-US'])).toBe('tr');
  });

  it('else the first browser language we offer (region ignored)', () => {
    expect(initialLocale('', ['fr-FR', 'pl-PL', 'en'])).toBe('pl');
    expect(initialLocale('preferred-locale=fr', ['es-MX'])).toBe('es');
  });

  it('else German (spec: default de)', () => {
    expect(initialLocale('', ['fr', 'it'])).toBe('de');
    expect(initialLocale('', [])).toBe('de');
  });
});

describe('initialColorMode', () => {
  it('reads the shared preferred-color-mode cookie; anything else is system', () => {
    expect(initialColorMode('preferred-color-mode=dark')).toBe('dark');
    expect(initialColorMode('preferred-color-mode=sepia')).toBe('system');
    expect(initialColorMode('')).toBe('system');
  });
});
