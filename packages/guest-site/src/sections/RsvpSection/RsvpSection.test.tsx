import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoWedding, kolkataWedding } from '../fixtures/demo-wedding';
import { RsvpSection } from './RsvpSection';

// Stands in for @wedding/rsvp's wizard: the test is about when the code is fetched, not the wizard itself.
const wizardModule = vi.hoisted(() => ({ loaded: false }));
vi.mock('./lazy-rsvp-wizard', async () => {
  wizardModule.loaded = true;
  return {
    RsvpWizard: ({
      slug,
      locale,
      household,
      onSubmitted,
    }: {
      slug: string;
      locale: string;
      household: { names: string[] } | null;
      onSubmitted: () => void;
    }) => (
      <>
        <p>
          wizard {slug} {locale}
        </p>
        <p>household {household === null ? 'none' : household.names.join(' + ')}</p>
        <button type="button" onClick={onSubmitted}>
          send
        </button>
      </>
    ),
  };
});
vi.mock('./lazy-own-rsvps', async () => ({
  OwnRsvps: ({ slug, refreshKey }: { slug: string; refreshKey: number }) => (
    <p>
      own answers {slug} read {refreshKey}
    </p>
  ),
}));

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('RsvpSection', () => {
  it('renders heading, intro and the skeleton on the server', () => {
    const html = renderToString(<RsvpSection wedding={demoWedding} locale="de" />);
    expect(html).toContain('id="rsvp"');
    expect(html).toContain('Zu- oder Absage');
    expect(html).toContain('data-testid="rsvp-skeleton"');
    expect(wizardModule.loaded).toBe(false);
  });

  it('loads the wizard when a link to #rsvp is clicked', async () => {
    render(
      <>
        <a href="#rsvp">RSVP</a>
        <RsvpSection wedding={demoWedding} locale="en" />
      </>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'RSVP' }));
    expect(await screen.findByText('wizard lena-und-jonas en')).toBeTruthy();
    expect(wizardModule.loaded).toBe(true);
  });

  it('loads the wizard at once when the address is #rsvp', async () => {
    window.location.hash = '#rsvp';
    render(<RsvpSection wedding={demoWedding} locale="pl" />);
    expect(await screen.findByText('wizard lena-und-jonas pl')).toBeTruthy();
  });

  it('loads the wizard when the address changes to #rsvp later (e.g. the header menu)', async () => {
    render(<RsvpSection wedding={demoWedding} locale="tr" />);
    expect(screen.queryByText('wizard lena-und-jonas tr')).toBeNull();
    window.location.hash = '#rsvp';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(await screen.findByText('wizard lena-und-jonas tr')).toBeTruthy();
  });

  it("shows this device's answers with the wizard and reads them again after a new answer", async () => {
    window.location.hash = '#rsvp';
    render(<RsvpSection wedding={demoWedding} locale="es" />);
    expect(await screen.findByText('own answers lena-und-jonas read 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText('own answers lena-und-jonas read 1')).toBeTruthy();
  });

  it('after the deadline shows the closed card with the last day instead of the wizard', async () => {
    window.location.hash = '#rsvp';
    const wedding = { ...demoWedding, rsvpDeadline: '2026-05-31T21:59:59.999Z' };
    render(<RsvpSection wedding={wedding} locale="en" now={new Date('2026-06-01T10:00:00.000Z')} />);
    const card = screen.getByTestId('rsvp-closed');
    expect(card.textContent).toContain('The deadline for replies has passed.');
    expect(card.textContent).toContain('Replies were possible until');
    expect(await screen.findByText('own answers lena-und-jonas read 0')).toBeTruthy();
    expect(screen.queryByText('wizard lena-und-jonas en')).toBeNull();
  });

  it("names the deadline's day as the couple picked it in the wedding's zone", async () => {
    window.location.hash = '#rsvp';
    render(<RsvpSection wedding={kolkataWedding} locale="en" now={new Date('2026-06-01T10:00:00.000Z')} />);
    expect(screen.getByTestId('rsvp-closed').textContent).toContain(
      'Replies were possible until May 31, 2026',
    );
    expect(await screen.findByText('own answers lena-und-jonas read 0')).toBeTruthy();
  });

  it('before the deadline still offers the wizard', async () => {
    window.location.hash = '#rsvp';
    const wedding = { ...demoWedding, rsvpDeadline: '2026-06-30T21:59:59.999Z' };
    render(<RsvpSection wedding={wedding} locale="en" now={new Date('2026-06-01T10:00:00.000Z')} />);
    expect(await screen.findByText('wizard lena-und-jonas en')).toBeTruthy();
    expect(screen.queryByTestId('rsvp-closed')).toBeNull();
  });

  it("hands a personal link's household to the wizard, and none for the shared access code", async () => {
    window.location.hash = '#rsvp';
    const wedding = { ...demoWedding, household: { names: ['Ada', 'Byron'] } };
    const { unmount } = render(<RsvpSection wedding={wedding} locale="en" />);
    expect(await screen.findByText('household Ada + Byron')).toBeTruthy();
    unmount();
    render(<RsvpSection wedding={demoWedding} locale="en" />);
    expect(await screen.findByText('household none')).toBeTruthy();
  });
});
