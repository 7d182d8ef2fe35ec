import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoWedding, demoWeddingWith, kolkataWedding } from '../fixtures/demo-wedding';
import { CountdownSection } from './CountdownSection';

describe('CountdownSection', () => {
  it("counts the days from the server's now (ceiling)", () => {
    const html = renderToString(
      <CountdownSection wedding={demoWedding} locale="de" now={new Date('2026-09-01T12:00:00Z')} />,
    );
    expect(html).toContain('id="countdown"');
    expect(html).toMatch(/data-testid="countdown-days">11</);
    expect(html).toContain('Samstag, 12. September 2026');
  });

  it('shows the big-day message from the day on, and nothing without a date', () => {
    const html = renderToString(
      <CountdownSection wedding={demoWedding} locale="de" now={new Date('2026-09-20T12:00:00Z')} />,
    );
    expect(html).toContain('data-big-day="true"');
    expect(html).not.toContain('countdown-days');
    expect(
      renderToString(
        <CountdownSection
          wedding={demoWeddingWith({ weddingDate: null, countdownDate: null })}
          locale="de"
        />,
      ),
    ).toBe('');
  });

  it("reaches the big day at midnight in the wedding's zone, whatever the server's or the guest's", () => {
    // 19:00 UTC on 11 September is half past midnight on the 12th in Kolkata, still the 11th in Berlin.
    const now = new Date('2026-09-11T19:00:00Z');
    const inKolkata = renderToString(<CountdownSection wedding={kolkataWedding} locale="en" now={now} />);
    expect(inKolkata).toContain('data-big-day="true"');
    const inBerlin = renderToString(<CountdownSection wedding={demoWedding} locale="en" now={now} />);
    expect(inBerlin).toMatch(/data-testid="countdown-days">1</);
  });
});
