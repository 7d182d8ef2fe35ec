import { describe, expect, it } from 'vitest';
import {
  colorModeCookie,
  localeCookie,
  parseColorModePreference,
  parseLocalePreference,
  readCookieValue,
} from './index';

describe('preference cookies', () => {
  it('preferred-locale: one year, path /, SameSite Lax (docs/requirements.md B7)', () => {
    expect(localeCookie('en', false)).toBe('preferred-locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('preferred-color-mode: the same lifetime and scope, Secure on https', () => {
    expect(colorModeCookie('dark', true)).toBe(
      'preferred-color-mode=dark; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('readCookieValue', () => {
  it('finds a cookie among others, decoding its value', () => {
    expect(readCookieValue('a=1; wedding_csrf=x%2By; b=2', 'wedding_csrf')).toBe('x+y');
  });

  it('does not confuse names that share a prefix, and misses cleanly', () => {
    expect(readCookieValue('wedding_csrf_old=1; wedding_csrf=2', 'wedding_csrf')).toBe('2');
    expect(readCookieValue('', 'wedding_csrf')).toBeUndefined();
    expect(readCookieValue('wedding_csrf=%E0%A4', 'wedding_csrf')).toBeUndefined();
  });
});

describe('parseColorModePreference', () => {
  it('keeps light, dark and system; anything else is system', () => {
    expect(parseColorModePreference('light')).toBe('light');
    expect(parseColorModePreference('dark')).toBe('dark');
    expect(parseColorModePreference('system')).toBe('system');
    expect(parseColorModePreference('sepia')).toBe('system');
    expect(parseColorModePreference(undefined)).toBe('system');
  });
});

describe('parseLocalePreference', () => {
  it('keeps the six languages; anything else is German', () => {
    expect(parseLocalePreference('hi')).toBe('hi');
    expect(parseLocalePreference('fr')).toBe('de');
    expect(parseLocalePreference(undefined)).toBe('de');
  });
});
