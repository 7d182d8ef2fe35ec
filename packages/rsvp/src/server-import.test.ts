// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('SSR safety: @wedding/rsvp on the server', () => {
  it('imports where window and document do not exist, reading no Web Storage at module load', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    // Node has no Web Storage; a spy records any module that reaches for it while loading.
    const touched: string[] = [];
    const storages = ['localStorage', 'sessionStorage'] as const;
    for (const name of storages) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    try {
      const rsvp = await import('./index');
      expect(typeof rsvp.RsvpWizard).toBe('function');
      expect(touched).toEqual([]);
    } finally {
      for (const name of storages) delete (globalThis as Record<string, unknown>)[name];
    }
    // The first import transforms the whole package and its dependencies: slow on a busy 2-core machine.
  }, 60_000);

  it('renders the first step to HTML without a draft store', async () => {
    const [{ createElement }, { renderToString }, { RsvpWizard }] = await Promise.all([
      import('react'),
      import('react-dom/server'),
      import('./index'),
    ]);
    const html = renderToString(createElement(RsvpWizard, { slug: 'anna-ben', locale: 'en' }));
    expect(html).toContain('Step 1 of 3');
    expect(html).toContain('Your name');
  }, 60_000);
});
