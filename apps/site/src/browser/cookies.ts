import { LOCALE_COOKIE, type Locale } from '@wedding/core';
import type { ColorModePreference } from '../site-state';

/** Like the locale cookie (spec B 7): one year, whole site, SameSite Lax; read by the server for the first paint. */
export const COLOR_MODE_COOKIE = {
  name: 'preferred-color-mode',
  maxAgeSeconds: 31_536_000,
  path: '/',
  sameSite: 'Lax',
} as const;

type CookieSpec = { name: string; maxAgeSeconds: number; path: string; sameSite: string };

/** A Set-Cookie style assignment for `document.cookie`; Secure on https so it never travels in clear text. */
export function preferenceCookie(spec: CookieSpec, value: string, secure: boolean): string {
  const parts = [
    `${spec.name}=${encodeURIComponent(value)}`,
    `Max-Age=${spec.maxAgeSeconds}`,
    `Path=${spec.path}`,
    `SameSite=${spec.sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export const localeCookie = (locale: Locale, secure: boolean) =>
  preferenceCookie(LOCALE_COOKIE, locale, secure);
export const colorModeCookie = (mode: ColorModePreference, secure: boolean) =>
  preferenceCookie(COLOR_MODE_COOKIE, mode, secure);

/** The value of one cookie in a `document.cookie` string (first one wins, like the server's parser). */
export function readCookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const COLOR_MODES: readonly ColorModePreference[] = ['light', 'dark', 'system'];

/** The stored colour choice; anything else (missing, tampered) means 'system'. */
export function parseColorModePreference(value: string | undefined): ColorModePreference {
  return COLOR_MODES.includes(value as ColorModePreference) ? (value as ColorModePreference) : 'system';
}
