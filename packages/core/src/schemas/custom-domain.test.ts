import { describe, expect, it } from 'vitest';
import { customDomainSchema, normalizeCustomDomain, updateCustomDomainRequestSchema } from './custom-domain';

describe('customDomainSchema', () => {
  it('accepts what couples paste and stores the host the browser sends', () => {
    expect(customDomainSchema.parse('www.anna-und-ben.de')).toBe('www.anna-und-ben.de');
    expect(customDomainSchema.parse('  https://WWW.Anna-und-Ben.de/ ')).toBe('www.anna-und-ben.de');
    expect(customDomainSchema.parse('anna-und-ben.de.')).toBe('anna-und-ben.de');
    expect(customDomainSchema.parse('hochzeit.müller.de')).toBe('hochzeit.xn--mller-kva.de');
    expect(customDomainSchema.parse('our.wedding')).toBe('our.wedding');
  });

  it('refuses anything that is not a domain name, with one message', () => {
    for (const input of [
      '',
      'localhost',
      'anna',
      '192.168.1.10',
      'anna.de:8443',
      'anna.de/site',
      'user@anna.de',
      '-anna.de',
      'anna-.de',
      'anna..de',
      'anna.de?x',
      `${'a'.repeat(64)}.de`,
      `${'abcdefghi.'.repeat(26)}de`,
    ]) {
      const parsed = customDomainSchema.safeParse(input);
      expect(parsed.success, input).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('validation.customDomainInvalid');
    }
  });

  it('normalises without throwing on text a URL cannot hold', () => {
    expect(normalizeCustomDomain('ex ample.de')).toBe('ex ample.de');
    expect(normalizeCustomDomain('%%%.de')).toBe('%%%.de');
  });

  it('takes null to remove the domain and nothing else in the body', () => {
    expect(updateCustomDomainRequestSchema.parse({ customDomain: null })).toEqual({ customDomain: null });
    expect(updateCustomDomainRequestSchema.safeParse({ customDomain: 'anna.de', extra: 1 }).success).toBe(
      false,
    );
  });
});
