import { describe, expect, it } from 'vitest';
import { type BrowserEnvironment, createBrowserActions } from './browser-actions';

function fakeBrowser(
  options: {
    protocol?: string;
    pathname?: string;
    search?: string;
    hash?: string;
    answers?: Record<string, number>;
  } = {},
) {
  const cookiesWritten: string[] = [];
  const navigations: string[] = [];
  const answers = options.answers ?? {};
  const dataset: DOMStringMap = {};
  const browser: BrowserEnvironment = {
    location: {
      protocol: options.protocol ?? 'https:',
      pathname: options.pathname ?? '/de/w/anna',
      search: options.search ?? '',
      hash: options.hash ?? '',
      assign: (url: string | URL) => {
        navigations.push(String(url));
      },
      reload: () => {
        navigations.push('reload');
      },
    },
    document: {
      documentElement: { dataset },
      get cookie() {
        return 'wedding_csrf=t';
      },
      set cookie(value: string) {
        cookiesWritten.push(value);
      },
    },
    fetch: (async (input: RequestInfo | URL) =>
      new Response('{}', { status: answers[String(input)] ?? 404 })) as typeof fetch,
  };
  return { browser, cookiesWritten, navigations, dataset };
}

describe('browser actions', () => {
  it('a language switch stores the cookie and opens the same site and section in that language', () => {
    const { browser, cookiesWritten, navigations } = fakeBrowser({ hash: '#schedule' });
    createBrowserActions(browser).changeLocale('pl', 'anna-und-ben');
    expect(cookiesWritten).toEqual(['preferred-locale=pl; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
    expect(navigations).toEqual(['/pl/w/anna-und-ben#schedule']);
  });

  it('a language switch on the private RSVP page keeps the page and the token of its link', () => {
    const { browser, navigations } = fakeBrowser({ hash: '#r1.signature' });
    createBrowserActions(browser).changeLocale('hi', 'anna-und-ben', 'rsvpManage');
    expect(navigations).toEqual(['/hi/w/anna-und-ben/rsvp/manage#r1.signature']);
  });

  it('a language switch on the unsubscribe page keeps the page and the token of its link', () => {
    const { browser, navigations } = fakeBrowser({ hash: '#aBcDeFgHiJkLmNoPqRsT' });
    createBrowserActions(browser).changeLocale('tr', 'anna-und-ben', 'unsubscribe');
    expect(navigations).toEqual(['/tr/w/anna-und-ben/unsubscribe#aBcDeFgHiJkLmNoPqRsT']);
  });

  it("a language switch at the door keeps its notice that a personal link failed, in the guest's language", () => {
    const { browser, navigations } = fakeBrowser({ search: '?link=invalid' });
    createBrowserActions(browser).changeLocale('es', 'anna-und-ben');
    expect(navigations).toEqual(['/es/w/anna-und-ben?link=invalid']);
  });

  it('the theme toggle stores the choice (not Secure on plain http, e.g. localhost)', () => {
    const { browser, cookiesWritten, navigations, dataset } = fakeBrowser({ protocol: 'http:' });
    createBrowserActions(browser).rememberColorMode('dark');
    expect(cookiesWritten).toEqual(['preferred-color-mode=dark; Max-Age=31536000; Path=/; SameSite=Lax']);
    expect(navigations).toEqual([]);
    expect(dataset.colorMode).toBe('dark');
    createBrowserActions(browser).rememberColorMode('system');
    expect(dataset.colorMode).toBeUndefined();
  });

  it('a granted code reloads (the server then renders the site); a wrong one stays', async () => {
    const granted = fakeBrowser({ answers: { '/api/public/weddings/anna/access': 200 } });
    expect(await createBrowserActions(granted.browser).submitAccessCode('anna', 'ABCD2345')).toBe('granted');
    expect(granted.navigations).toEqual(['reload']);
    const wrong = fakeBrowser({ answers: { '/api/public/weddings/anna/access': 401 } });
    expect(await createBrowserActions(wrong.browser).submitAccessCode('anna', 'WRONG234')).toBe('invalid');
    expect(wrong.navigations).toEqual([]);
  });

  it("admission by code after a failed personal link opens the site without the door's notice", async () => {
    const granted = fakeBrowser({
      pathname: '/de/w/anna',
      search: '?link=invalid',
      answers: { '/api/public/weddings/anna/access': 200 },
    });
    expect(await createBrowserActions(granted.browser).submitAccessCode('anna', 'ABCD2345')).toBe('granted');
    expect(granted.navigations).toEqual(['/de/w/anna']);
  });

  it('logout reloads to the door; a refused logout rejects and stays', async () => {
    const ok = fakeBrowser({ answers: { '/api/public/weddings/anna/logout': 200 } });
    await createBrowserActions(ok.browser).logout('anna', 'guest');
    expect(ok.navigations).toEqual(['reload']);
    const refused = fakeBrowser({ answers: { '/api/public/weddings/anna/logout': 403 } });
    await expect(createBrowserActions(refused.browser).logout('anna', 'guest')).rejects.toThrow();
    expect(refused.navigations).toEqual([]);
  });
});
