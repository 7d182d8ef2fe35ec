import { describe, expect, it } from 'vitest';
import { formatScheduleDay } from './format-schedule-day';
import { formatTimeRange } from './format-time-range';
import { formatWeddingDate } from './format-wedding-date';

describe('date and time formatting (the same in every time zone)', () => {
  it('formats the wedding day with weekday in the guest language', () => {
    expect(formatWeddingDate('2026-09-12T00:00:00.000Z', 'de')).toBe('Samstag, 12. September 2026');
    expect(formatWeddingDate('2026-09-12', 'en')).toBe('Saturday, September 12, 2026');
    expect(formatWeddingDate(null, 'de')).toBeNull();
    expect(formatWeddingDate('not a date', 'de')).toBeNull();
  });

  it('labels day tabs with a short weekday and date', () => {
    expect(formatScheduleDay('2026-09-13', 'de')).toContain('13');
    expect(formatScheduleDay('2026-09-13', 'de')).toMatch(/^So/);
    expect(formatScheduleDay('2026-09-13', 'en')).toMatch(/^Sun/);
  });

  it('prints a time range in the locale convention, or the start alone', () => {
    expect(formatTimeRange('14:00', '15:00', 'de')).toMatch(/^14:00\s*–\s*15:00/);
    expect(formatTimeRange('14:00', '15:30', 'en')).toBe('2:00 – 3:30 PM');
    expect(formatTimeRange('21:00', null, 'de')).toBe('21:00');
    expect(formatTimeRange('23:00', '01:00', 'de')).toBe('23:00');
  });

  it('uses plain spaces only, as browsers do, so server HTML and hydration print the same text', () => {
    for (const locale of ['de', 'en', 'pl', 'tr', 'hi', 'es'] as const) {
      const texts = [
        formatTimeRange('14:00', '15:30', locale),
        formatTimeRange('09:05', null, locale),
        formatWeddingDate('2026-09-12', locale) ?? '',
        formatScheduleDay('2026-09-13', locale),
      ];
      for (const text of texts) expect(text, `${locale}: ${text}`).not.toMatch(/[\u00a0\u2009\u202f]/);
    }
  });
});
