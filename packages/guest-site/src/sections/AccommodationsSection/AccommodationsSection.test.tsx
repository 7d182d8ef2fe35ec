import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import { AccommodationsSection } from './AccommodationsSection';

afterEach(cleanup);

describe('AccommodationsSection', () => {
  it('states the rating in words, translates type and amenities, and links phone and website', () => {
    render(<AccommodationsSection wedding={demoWedding} locale="de" />);
    expect(screen.getByText('4,5 von 5 Sternen')).toBeTruthy();
    expect(screen.getByText('Pension')).toBeTruthy();
    expect(screen.getAllByText('WLAN')).toHaveLength(2);
    expect(screen.getByRole('link', { name: '+49 331 1234560' }).getAttribute('href')).toBe(
      'tel:+493311234560',
    );
    const website = screen.getByRole('link', { name: /Website\s?: Hotel am Schlosspark/ });
    expect(website.getAttribute('href')).toBe('https://example.com/hotel-am-schlosspark');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByRole('link', { name: /Website/ })).toHaveLength(1);
  });

  it('shows an empty text without accommodations', () => {
    render(<AccommodationsSection wedding={demoWeddingWith({ accommodations: [] })} locale="tr" />);
    expect(screen.getByText('Bu düğün için konaklama yeri eklenmedi.')).toBeTruthy();
  });
});
