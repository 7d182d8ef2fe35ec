import { COLOR_MODE_COOKIE, LOCALE_COOKIE, type Locale } from '../../constants';
import type { ThemePreference } from '../../schemas/enums';

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

/** docs/requirements.md B7: preferred-locale, one year, path /, SameSite Lax. */
export const localeCookie = (locale: Locale, secure: boolean) =>
  preferenceCookie(LOCALE_COOKIE, locale, secure);

/** Like the locale cookie: one year, whole site, SameSite Lax; read by the server for the first paint. */
export const colorModeCookie = (mode: ThemePreference, secure: boolean) =>
  preferenceCookie(COLOR_MODE_COOKIE, mode, secure);
