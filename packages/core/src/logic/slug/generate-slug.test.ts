import { describe, expect, it } from 'vitest';
import { generateSlug } from './generate-slug';

describe('onboarding (docs/requirements.md B4): slug auto-generated from partner names and date', () => {
  const weddingDate = new Date(2027, 5, 12);

  it('joins the first names with the locale connector and appends the year', () => {
    expect(generateSlug({ partner1Name: 'Anna', partner2Name: 'Ben', weddingDate })).toBe(
      'anna-und-ben-2027',
    );
    expect(generateSlug({ partner1Name: 'Anna', partner2Name: 'Ben', weddingDate, locale: 'en' })).toBe(
      'anna-and-ben-2027',
    );
  });

  it('uses only the first name and transliterates it', () => {
    expect(generateSlug({ partner1Name: '  Jürgen Maria Schmidt ', partner2Name: 'Zoë', weddingDate })).toBe(
      'juergen-und-zoe-2027',
    );
  });

  it('leaves out the year without a (valid) date and a missing name', () => {
    expect(generateSlug({ partner1Name: 'Anna', partner2Name: 'Ben' })).toBe('anna-und-ben');
    expect(generateSlug({ partner1Name: 'Anna', partner2Name: 'Ben', weddingDate: new Date('x') })).toBe(
      'anna-und-ben',
    );
    expect(generateSlug({ partner1Name: 'Anna', partner2Name: '  ', weddingDate })).toBe('anna-2027');
  });

  it('returns empty text when both names are empty or whitespace-only', () => {
    expect(generateSlug({ partner1Name: '', partner2Name: '   ', weddingDate })).toBe('');
  });
});
