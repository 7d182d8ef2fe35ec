import { describe, expect, it } from 'vitest';
import { calendarFileName } from './calendar-file-name';

describe('calendarFileName', () => {
  it('spells the title in lower-case ASCII words joined by hyphens', () => {
    expect(calendarFileName('Trauung im Schloß Ödenburg')).toBe('trauung-im-schloss-oedenburg.ics');
    expect(calendarFileName('Çiçek & Ağaç, 14:30')).toBe('cicek-agac-14-30.ics');
  });

  it('removes everything that could break a header or a path', () => {
    const name = calendarFileName('../"evil"\r\nSet-Cookie: x=1;/\\');
    expect(name).toBe('evil-set-cookie-x-1.ics');
    expect(name).toMatch(/^[a-z0-9-]+\.ics$/);
  });

  it('falls back when no letter survives, and caps the length', () => {
    expect(calendarFileName('विवाह समारोह')).toBe('event.ics');
    expect(calendarFileName('!!!', 'Hochzeit Anna & Ben')).toBe('hochzeit-anna-ben.ics');
    expect(calendarFileName('a'.repeat(200)).length).toBe(60 + '.ics'.length);
  });
});
