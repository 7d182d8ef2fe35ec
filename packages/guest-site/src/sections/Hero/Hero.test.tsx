import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoWedding, demoWeddingWith } from '../fixtures/demo-wedding';
import { Hero } from './Hero';

describe('Hero', () => {
  it('server-renders names as h1, the date, the welcome and the RSVP link', () => {
    const html = renderToString(<Hero wedding={demoWedding} locale="en" rsvpHref="#rsvp" />);
    expect(html).toMatch(/<h1 id="top-heading"[^>]*>Lena &amp; Jonas<\/h1>/);
    expect(html).toContain('<time dateTime="2026-09-12">Saturday, September 12, 2026</time>');
    expect(html).toContain('Wir trauen uns!');
    expect(html).toMatch(/<a href="#rsvp"[^>]*>RSVP now<\/a>/);
  });

  it('has no RSVP link without rsvpHref and a default title without a welcome', () => {
    const html = renderToString(<Hero wedding={demoWeddingWith({ info: null })} locale="es" />);
    expect(html).not.toContain('href=');
    expect(html).toContain('¡Nos casamos!');
    expect(html).toContain('Lena y Jonas');
  });

  it('greets a household that came by its personal link before the couple, and nobody else', () => {
    const html = renderToString(
      <Hero wedding={demoWeddingWith({ household: { names: ['Ada', 'Byron'] } })} locale="en" />,
    );
    expect(html).toMatch(/<p[^>]*data-household-greeting=""[^>]*>Welcome, Ada and Byron!<\/p>/);
    expect(html.indexOf('Welcome, Ada and Byron!')).toBeLessThan(html.indexOf('<h1'));
    expect(renderToString(<Hero wedding={demoWedding} locale="en" />)).not.toContain(
      'data-household-greeting',
    );
    expect(renderToString(<Hero wedding={demoWeddingWith({ household: null })} locale="en" />)).not.toContain(
      'data-household-greeting',
    );
  });
});
