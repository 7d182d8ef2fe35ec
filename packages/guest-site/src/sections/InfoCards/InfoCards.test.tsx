import { cleanup, render, screen } from '@testing-library/react';
import { DEFAULT_CUSTOMIZATION } from '@wedding/core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import { InfoCards } from './InfoCards';

afterEach(cleanup);

describe('InfoCards', () => {
  it('shows ceremony, reception and travel with time and venue, and the ceremony .ics link', () => {
    render(<InfoCards wedding={demoWedding} locale="en" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Kirchliche Trauung',
      'Empfang & Feier',
      'Getting there',
    ]);
    // Berlin's summer time in English is GMT+2: the ceremony's time is the clock at the wedding.
    expect(screen.getByText('2:00 – 3:00 PM GMT+2')).toBeTruthy();
    const link = screen.getByRole('link', { name: /^Add to calendar\s?: Kirchliche Trauung$/ });
    expect(link.getAttribute('href')).toBe(
      '/api/public/weddings/lena-und-jonas/events/evt-ceremony/calendar.ics',
    );
    expect(link.hasAttribute('download')).toBe(true);
  });

  it("links the ceremony's .ics through the given calendarHref", () => {
    render(<InfoCards wedding={demoWedding} locale="en" calendarHref={(id) => `/ics/${id}?locale=en`} />);
    const link = screen.getByRole('link', { name: /^Add to calendar\s?: Kirchliche Trauung$/ });
    expect(link.getAttribute('href')).toBe('/ics/evt-ceremony?locale=en');
  });

  it('leaves travel out when the couple switched it off', () => {
    const wedding = demoWeddingWith({
      customization: {
        ...DEFAULT_CUSTOMIZATION,
        features: { ...DEFAULT_CUSTOMIZATION.features, showTravel: false },
      },
    });
    render(<InfoCards wedding={wedding} locale="en" />);
    expect(screen.queryByRole('heading', { name: 'Getting there' })).toBeNull();
  });

  it('has no calendar link without a ceremony event', () => {
    render(
      <InfoCards
        wedding={demoWeddingWith({ schedule: demoWedding.schedule.filter((e) => e.type !== 'ceremony') })}
        locale="en"
      />,
    );
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
  });
});
