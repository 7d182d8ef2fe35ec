import { act, cleanup, screen } from '@testing-library/react';
import { LOCALES } from '@wedding/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameText } from '../../frame/frame-text';
import { siteThemeCssVars } from '../../frame/site-theme/site-theme';
import { demoWedding } from '../../sections/fixtures/demo-wedding';
import { WeddingSitePage, type WeddingSitePageProps } from './WeddingSitePage';

afterEach(cleanup);

const NOW = new Date('2026-06-01T10:00:00.000Z');

const props = (): WeddingSitePageProps => ({
  wedding: demoWedding,
  locale: 'de',
  themeCssVars: siteThemeCssVars(demoWedding.customization),
  now: NOW,
  colorMode: 'light',
  onLocaleChange: vi.fn(),
  onLogout: vi.fn(),
});

describe('WeddingSitePage', () => {
  it('renders on the server and hydrates on the client without a mismatch', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const html = renderToString(<WeddingSitePage {...props()} />);
    expect(html).toContain('Lena &amp; Jonas');
    expect(html).toContain('id="rsvp"');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const root = await act(async () =>
        hydrateRoot(container, <WeddingSitePage {...props()} />, {
          onRecoverableError: recoverable,
        }),
      );
      expect(recoverable).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });

  it('links the calendar downloads to the API route of the wedding by default', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<WeddingSitePage {...props()} />);
    expect(html).toContain(`/api/public/weddings/${demoWedding.slug}/events/`);
    const custom = renderToString(<WeddingSitePage {...props()} calendarHref={(id) => `/ics/${id}`} />);
    expect(custom).toContain('href="/ics/');
    // Every .ics link (info cards and schedule) follows the given calendarHref.
    expect(custom).not.toContain('calendar.ics');
  });

  it.each(LOCALES)(
    'renders %s without the thin or narrow no-break spaces Node writes and browsers do not',
    async (locale) => {
      const { renderToString } = await import('react-dom/server');
      const html = renderToString(<WeddingSitePage {...props()} locale={locale} />);
      expect(html).not.toMatch(/[\u2009\u202f]/);
    },
  );

  it('names the header tabs in the guest language', async () => {
    const { render } = await import('@testing-library/react');
    render(<WeddingSitePage {...props()} locale="es" headerLayout="desktop" />);
    const nav = screen.getByRole('navigation', { name: frameText('header.navLabel', 'es') });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      frameText('nav.info', 'es'),
      frameText('nav.schedule', 'es'),
      frameText('nav.locations', 'es'),
      frameText('nav.accommodations', 'es'),
      frameText('nav.gallery', 'es'),
      frameText('nav.rsvp', 'es'),
    ]);
  });
});
