import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import { LocationHub } from './LocationHub';

afterEach(cleanup);

describe('LocationHub', () => {
  it('contacts Google only after the guest clicks Show map', () => {
    const { container } = render(<LocationHub wedding={demoWedding} locale="en" />);
    expect(container.querySelector('iframe')).toBeNull();
    const church = screen.getByRole('heading', { name: 'St.-Marien-Kirche' }).closest('li');
    if (!church) throw new Error('church card missing');
    expect(within(church).getByText(/loaded from Google/)).toBeTruthy();
    fireEvent.click(within(church).getByRole('button', { name: 'Show map' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const frame = frames[0];
    expect(frame?.getAttribute('src')).toMatch(
      /^https:\/\/www\.google\.com\/maps\?q=St\.-Marien-Kirche.*&output=embed$/,
    );
    expect(frame?.getAttribute('title')).toBe('Map: St.-Marien-Kirche');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(document.activeElement).toBe(frame);
    expect(within(church).queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('splits venues and accommodation locations into two tabs', () => {
    render(<LocationHub wedding={demoWedding} locale="en" />);
    expect(screen.getByRole('tab', { name: 'Venues (3)', selected: true })).toBeTruthy();
    const accommodationsTab = screen.getByRole('tab', { name: 'Accommodations (1)' });
    fireEvent.mouseDown(accommodationsTab);
    fireEvent.click(accommodationsTab);
    expect(screen.getByRole('heading', { name: 'Hotel am Schlosspark' })).toBeTruthy();
  });

  it('links to Google Maps in a new tab without opener and shows parking', () => {
    render(<LocationHub wedding={demoWedding} locale="de" />);
    const link = screen.getByRole('link', { name: /In Google Maps öffnen\s?: St\.-Marien-Kirche/ });
    expect(link.getAttribute('href')).toBe(demoWedding.locations[0]?.googleMapsUrl);
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Parkhaus Alexanderplatz, 3 Minuten zu Fuß.')).toBeTruthy();
  });

  it('says so when a tab has no locations', () => {
    render(
      <LocationHub
        wedding={demoWeddingWith({
          locations: demoWedding.locations.filter((l) => l.type === 'accommodation'),
        })}
        locale="en"
      />,
    );
    expect(screen.getByText('The venues will be announced soon.')).toBeTruthy();
  });
});
