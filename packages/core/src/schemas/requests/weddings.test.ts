import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkSlugRequestSchema,
  createWeddingRequestSchema,
  emptyBodySchema,
  patchWeddingRequestSchema,
  updateAccessCodeRequestSchema,
  updateSlugRequestSchema,
  updateWeddingInfoRequestSchema,
  updateWeddingRequestSchema,
} from './weddings';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 12, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('POST /api/weddings {partner1Name, partner2Name, weddingDate, slug, locale}', () => {
  it('accepts onboarding data', () => {
    const body = {
      partner1Name: 'Anna',
      partner2Name: 'Ben',
      weddingDate: '2027-06-12',
      slug: 'anna-ben',
      locale: 'en',
    };
    expect(createWeddingRequestSchema.parse(body)).toEqual(body);
  });
});

describe('check-slug and PUT slug {slug} (docs/requirements.md B7)', () => {
  it('normalise the slug and refuse under 3 characters', () => {
    expect(checkSlugRequestSchema.parse({ slug: 'Anna Ben' })).toEqual({ slug: 'anna-ben' });
    expect(messageOf(updateSlugRequestSchema.safeParse({ slug: 'ab' }))).toBe('slug.tooShort');
  });
});

describe('PUT and POST access-code (docs/requirements.md A7 and B7)', () => {
  it('PUT takes an 8-character code', () => {
    expect(updateAccessCodeRequestSchema.parse({ accessCode: 'abcd1234' })).toEqual({
      accessCode: 'ABCD1234',
    });
    expect(messageOf(updateAccessCodeRequestSchema.safeParse({ accessCode: 'abc' }))).toBe(
      'accessCode.invalid',
    );
  });

  it('POST has no body: nothing or {} only', () => {
    expect(emptyBodySchema.parse(undefined)).toBeUndefined();
    expect(emptyBodySchema.parse({})).toEqual({});
    expect(emptyBodySchema.safeParse({ accessCode: 'X' }).success).toBe(false);
  });
});

describe("PUT info {locale, brideName, groomName}: names not blank ('namesRequired')", () => {
  it('accepts names and refuses whitespace-only ones', () => {
    expect(
      updateWeddingInfoRequestSchema.parse({ locale: 'de', brideName: ' Anna ', groomName: 'Ben' }),
    ).toEqual({
      locale: 'de',
      brideName: 'Anna',
      groomName: 'Ben',
    });
    expect(
      messageOf(updateWeddingInfoRequestSchema.safeParse({ locale: 'de', brideName: ' ', groomName: 'Ben' })),
    ).toBe('namesRequired');
  });
});

describe("PUT wedding {weddingDate} ISO string ('dateRequired')", () => {
  it('accepts ISO date and date-time, refuses empty and other formats', () => {
    expect(updateWeddingRequestSchema.parse({ weddingDate: '2027-06-12' }).weddingDate).toBe('2027-06-12');
    expect(updateWeddingRequestSchema.parse({ weddingDate: '2027-06-12T14:00:00.000Z' }).weddingDate).toBe(
      '2027-06-12T14:00:00.000Z',
    );
    expect(messageOf(updateWeddingRequestSchema.safeParse({ weddingDate: '' }))).toBe('dateRequired');
    expect(messageOf(updateWeddingRequestSchema.safeParse({}))).toBe('dateRequired');
    expect(messageOf(updateWeddingRequestSchema.safeParse({ weddingDate: '12.06.2027' }))).toBe(
      'validation.invalidDate',
    );
  });
});

describe('PATCH wedding {customization:{theme, density, features}, version?}', () => {
  it('accepts a customization change with and without version', () => {
    expect(patchWeddingRequestSchema.parse({ customization: { density: 'spacious' }, version: 4 })).toEqual({
      customization: { density: 'spacious' },
      version: 4,
    });
    expect(
      patchWeddingRequestSchema.parse({ customization: { theme: { layout: 'modern' } } }).version,
    ).toBeUndefined();
  });

  it('refuses a negative or fractional version and a missing customization', () => {
    expect(patchWeddingRequestSchema.safeParse({ customization: {}, version: -1 }).success).toBe(false);
    expect(patchWeddingRequestSchema.safeParse({ customization: {}, version: 1.5 }).success).toBe(false);
    expect(patchWeddingRequestSchema.safeParse({ version: 1 }).success).toBe(false);
  });
});
