import { describe, expect, it } from 'vitest';
import { parseOnboardingDate } from './parse-onboarding-date';

const today = new Date(2026, 10, 22, 9, 30);

describe('onboarding date (docs/requirements.md B5): dd.MM.yyyy, dd/MM/yyyy or dd-MM-yyyy', () => {
  it('accepts the three separators', () => {
    for (const input of ['12.06.2027', '12/06/2027', '12-06-2027']) {
      expect(parseOnboardingDate(input, today)).toEqual({
        ok: true,
        date: { year: 2027, month: 6, day: 12 },
        isoDate: '2027-06-12',
      });
    }
  });

  it('accepts single-digit day and month and surrounding spaces', () => {
    expect(parseOnboardingDate(' 1.6.2027 ', today)).toMatchObject({ ok: true, isoDate: '2027-06-01' });
  });

  it('rejects other formats with errors.invalidDateFormat', () => {
    for (const input of ['2027-06-12', '12.06.27', '12.06-2027', '12 06 2027', 'tomorrow', '', '   ']) {
      expect(parseOnboardingDate(input, today)).toEqual({ ok: false, error: 'errors.invalidDateFormat' });
    }
  });
});

describe('onboarding date (docs/requirements.md B5): real calendar dates only', () => {
  it('rejects 31.02., month 13 and day 0', () => {
    for (const input of ['31.02.2027', '01.13.2027', '00.06.2027', '31.04.2027']) {
      expect(parseOnboardingDate(input, today)).toEqual({ ok: false, error: 'errors.invalidDateFormat' });
    }
  });

  it('accepts 29.02. in a leap year and rejects it otherwise', () => {
    expect(parseOnboardingDate('29.02.2028', today)).toMatchObject({ ok: true, isoDate: '2028-02-29' });
    expect(parseOnboardingDate('29.02.2027', today)).toEqual({
      ok: false,
      error: 'errors.invalidDateFormat',
    });
  });
});

describe('onboarding date (docs/requirements.md B5): after today, at most 5 years ahead', () => {
  it('rejects yesterday and today with errors.pastDate', () => {
    expect(parseOnboardingDate('21.11.2026', today)).toEqual({ ok: false, error: 'errors.pastDate' });
    expect(parseOnboardingDate('22.11.2026', today)).toEqual({ ok: false, error: 'errors.pastDate' });
  });

  it('accepts tomorrow', () => {
    expect(parseOnboardingDate('23.11.2026', today)).toMatchObject({ ok: true, isoDate: '2026-11-23' });
  });

  it('accepts exactly 5 years ahead and rejects 5 years plus one day', () => {
    expect(parseOnboardingDate('22.11.2031', today)).toMatchObject({ ok: true, isoDate: '2031-11-22' });
    expect(parseOnboardingDate('23.11.2031', today)).toEqual({ ok: false, error: 'errors.dateTooFarAhead' });
  });

  it('on 29.02. of a leap year the 5-year limit is 28.02. of the non-leap target year', () => {
    const leapToday = new Date(2028, 1, 29);
    expect(parseOnboardingDate('28.02.2033', leapToday)).toMatchObject({ ok: true });
    expect(parseOnboardingDate('01.03.2033', leapToday)).toEqual({
      ok: false,
      error: 'errors.dateTooFarAhead',
    });
  });
});
