import type { Locale } from '@wedding/core';
import { I18nProvider } from '@wedding/ui';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccommodationsSection } from './AccommodationsSection/AccommodationsSection';
import { CountdownSection } from './CountdownSection/CountdownSection';
import { demoWedding } from './fixtures/demo-wedding';
import { GallerySection } from './GallerySection/GallerySection';
import { Hero } from './Hero/Hero';
import { InfoCards } from './InfoCards/InfoCards';
import { LocationHub } from './LocationHub/LocationHub';
import { eventCalendarHref } from './logic/event-calendar-href';
import { RsvpSection } from './RsvpSection/RsvpSection';
import { ScheduleSection } from './ScheduleSection/ScheduleSection';

// The wizard itself is not part of the server HTML; a stand-in keeps this test about hydration.
vi.mock('./RsvpSection/lazy-rsvp-wizard', () => ({ RsvpWizard: () => <p>wizard</p> }));

const serverNow = new Date('2026-08-01T10:00:00Z');
// Tell React that act() is used on purpose here (testing-library would set this; this test hydrates by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Page({ locale }: { locale: Locale }) {
  return (
    <I18nProvider locale={locale}>
      <div data-layout="classic">
        <Hero wedding={demoWedding} locale={locale} rsvpHref="#rsvp" />
        <InfoCards wedding={demoWedding} locale={locale} />
        <LocationHub wedding={demoWedding} locale={locale} />
        <ScheduleSection
          wedding={demoWedding}
          locale={locale}
          calendarHref={(id) => eventCalendarHref(demoWedding.slug, id)}
        />
        <AccommodationsSection wedding={demoWedding} locale={locale} />
        <RsvpSection wedding={demoWedding} locale={locale} />
        <GallerySection wedding={demoWedding} locale={locale} />
        <CountdownSection wedding={demoWedding} locale={locale} now={serverNow} />
      </div>
    </I18nProvider>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('server render and hydration', () => {
  it.each(['de', 'hi'] as const)(
    'the client takes over the server HTML in %s without a mismatch',
    async (locale) => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<Page locale={locale} />);
      document.body.append(container);
      const serverHtml = container.innerHTML;
      expect(serverHtml).toContain('data-testid="rsvp-skeleton"');
      expect(serverHtml).not.toContain('<iframe');

      const recoverableErrors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await act(async () => {
        hydrateRoot(container, <Page locale={locale} />, {
          onRecoverableError: (error) => recoverableErrors.push(error),
        });
      });
      expect(recoverableErrors).toEqual([]);
      expect(consoleError.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
      consoleError.mockRestore();
      expect(container.querySelector('#top-heading')?.textContent).toBe(
        locale === 'de' ? 'Lena & Jonas' : 'Lena और Jonas',
      );
    },
  );
});
