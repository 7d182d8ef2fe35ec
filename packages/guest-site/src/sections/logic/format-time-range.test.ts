import { LOCALES } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { formatEventTime } from './format-time-range';
import { plainIntlSpaces } from './plain-intl-spaces';

const ceremony = { day: '2026-09-12', time: '14:30', endTime: '15:45' };

describe("formatEventTime: an event's times with the wedding's zone", () => {
  it("names the wedding's zone after the times, in the guest's language", () => {
    expect(formatEventTime(ceremony, 'Europe/Berlin', 'de')).toBe('14:30–15:45 Uhr MESZ');
    expect(formatEventTime(ceremony, 'Asia/Kolkata', 'en')).toBe('2:30 – 3:45 PM GMT+5:30');
    expect(formatEventTime(ceremony, 'Asia/Kolkata', 'de')).toBe('14:30–15:45 Uhr GMT+5:30');
    expect(formatEventTime({ ...ceremony, endTime: null }, 'Asia/Kolkata', 'hi')).toBe('2:30 pm IST');
  });

  it("takes the event day's summer or winter time, also from a full ISO day", () => {
    expect(formatEventTime({ ...ceremony, day: '2026-12-12' }, 'Europe/Berlin', 'de')).toBe(
      '14:30–15:45 Uhr MEZ',
    );
    expect(formatEventTime({ ...ceremony, day: '2026-09-12T00:00:00.000Z' }, 'Europe/Berlin', 'de')).toBe(
      '14:30–15:45 Uhr MESZ',
    );
    expect(formatEventTime({ ...ceremony, day: '2026-12-12' }, 'America/New_York', 'en')).toBe(
      '2:30 – 3:45 PM EST',
    );
  });

  it('puts the zone where Intl puts it when it formats a time with its zone, in every language', () => {
    const withZone = (locale: (typeof LOCALES)[number]) =>
      new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        minute: '2-digit',
        timeZone: 'UTC',
        timeZoneName: 'short',
      });
    for (const locale of LOCALES) {
      const start = new Date('2026-09-12T14:30:00Z');
      const end = new Date('2026-09-12T15:45:00Z');
      expect(formatEventTime(ceremony, 'UTC', locale), locale).toBe(
        plainIntlSpaces(withZone(locale).formatRange(start, end)),
      );
      expect(formatEventTime({ ...ceremony, endTime: null }, 'UTC', locale), locale).toBe(
        plainIntlSpaces(withZone(locale).format(start)),
      );
    }
  });

  it('uses plain spaces only, so server HTML and hydration print the same text', () => {
    for (const locale of LOCALES) {
      for (const zone of ['Europe/Berlin', 'Asia/Kolkata', 'America/New_York']) {
        const text = formatEventTime(ceremony, zone, locale);
        expect(text, `${locale} ${zone}: ${text}`).not.toMatch(/[\u00a0\u2009\u202f]/);
      }
    }
  });
});
