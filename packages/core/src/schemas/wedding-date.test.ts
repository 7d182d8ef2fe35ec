import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { futureWeddingDateSchema, weddingDateInputSchema } from './wedding-date';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('onboarding date input (docs/requirements.md B5): dd.MM.yyyy, dd/MM/yyyy or dd-MM-yyyy, after today', () => {
  it('accepts the three formats and returns the ISO date', () => {
    expect(weddingDateInputSchema.parse('12.06.2027')).toBe('2027-06-12');
    expect(weddingDateInputSchema.parse('12/06/2027')).toBe('2027-06-12');
    expect(weddingDateInputSchema.parse('12-06-2027')).toBe('2027-06-12');
  });

  it("gives 'errors.invalidDateFormat' for other formats and impossible dates", () => {
    expect(messageOf(weddingDateInputSchema.safeParse('2027-06-12'))).toBe('errors.invalidDateFormat');
    expect(messageOf(weddingDateInputSchema.safeParse('31.02.2027'))).toBe('errors.invalidDateFormat');
  });

  it("gives 'errors.pastDate' for today and earlier, accepts tomorrow", () => {
    expect(messageOf(weddingDateInputSchema.safeParse('22.11.2026'))).toBe('errors.pastDate');
    expect(messageOf(weddingDateInputSchema.safeParse('21.11.2026'))).toBe('errors.pastDate');
    expect(weddingDateInputSchema.parse('23.11.2026')).toBe('2026-11-23');
  });

  it("gives 'dateRequired' for empty and whitespace-only input", () => {
    expect(messageOf(weddingDateInputSchema.safeParse(''))).toBe('dateRequired');
    expect(messageOf(weddingDateInputSchema.safeParse('   '))).toBe('dateRequired');
  });
});

describe('new wedding date (ISO; docs/requirements.md B5): after today, at most 5 years ahead', () => {
  it('accepts tomorrow and exactly 5 years ahead', () => {
    expect(futureWeddingDateSchema.parse('2026-11-23')).toBe('2026-11-23');
    expect(futureWeddingDateSchema.parse('2031-11-22')).toBe('2031-11-22');
  });

  it('rejects today, a day beyond 5 years and malformed dates', () => {
    expect(messageOf(futureWeddingDateSchema.safeParse('2026-11-22'))).toBe('errors.pastDate');
    expect(messageOf(futureWeddingDateSchema.safeParse('2031-11-23'))).toBe('errors.dateTooFarAhead');
    expect(messageOf(futureWeddingDateSchema.safeParse('2027-02-30'))).toBe('validation.invalidDate');
    expect(messageOf(futureWeddingDateSchema.safeParse(''))).toBe('dateRequired');
  });
});
