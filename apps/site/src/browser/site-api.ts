import { CSRF_COOKIE_NAME, readCookieValue } from '@wedding/core';

/** The readable double-submit cookie of the API (apps/api security/csrf.ts). */

export type AccessOutcome = 'granted' | 'invalid' | 'error';
export type Viewer = 'guest' | 'member';

export interface SiteApiOptions {
  fetch: typeof fetch;
  /** The current `document.cookie`. */
  cookies: () => string;
}

const publicWedding = (slug: string) => `/api/public/weddings/${encodeURIComponent(slug)}`;

/** The calls of the public site to the API: same origin, the cookies carry the grant and the CSRF token. */
export function createSiteApi({ fetch: fetchImpl, cookies }: SiteApiOptions) {
  /** The token the API expects in X-CSRF-Token: the readable cookie, or asked for when it is missing. */
  async function csrfToken(): Promise<string> {
    const fromCookie = readCookieValue(cookies(), CSRF_COOKIE_NAME);
    if (fromCookie) return fromCookie;
    const res = await fetchImpl('/api/auth/csrf', { credentials: 'same-origin' });
    const body = res.ok ? ((await res.json()) as { csrfToken?: unknown }) : {};
    if (typeof body.csrfToken !== 'string') throw new Error(`no CSRF token (${res.status})`);
    return body.csrfToken;
  }

  async function post(url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { 'X-CSRF-Token': await csrfToken() };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return fetchImpl(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  return {
    csrfToken,

    /**
     * Sends the access code. 401 is a wrong code (also for an unknown or closed site: the API answers all
     * alike); anything else that fails, a network error included, is 'error' (the screen says errorOccurred).
     */
    async submitAccessCode(slug: string, accessCode: string): Promise<AccessOutcome> {
      try {
        const res = await post(`${publicWedding(slug)}/access`, { accessCode });
        if (res.ok) return 'granted';
        return res.status === 401 ? 'invalid' : 'error';
      } catch {
        return 'error';
      }
    },

    /**
     * Leaves the site: the guest grant is cleared; a member previewing with their session is signed out too
     * (the header's logout means "log me out", whoever is looking). Rejects when the API refuses, so the
     * caller can say that logging out failed.
     */
    async logout(slug: string, viewer: Viewer): Promise<void> {
      const res = await post(`${publicWedding(slug)}/logout`);
      if (!res.ok) throw new Error(`logout failed (${res.status})`);
      if (viewer === 'member') {
        const session = await post('/api/auth/logout');
        if (!session.ok) throw new Error(`session logout failed (${session.status})`);
      }
    },
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;
