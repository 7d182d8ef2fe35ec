import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config.js';
import { guestGrantCookieName, hasValidGuestGrant, setGuestGrant } from './guest-grant.js';

const config = defaultConfig({ guestGrantTtlMs: 60_000 });
const wedding = { id: 'cwedding1', accessCode: 'ABCD1234' };
const issuedAt = new Date('2027-01-01T12:00:00.000Z');

function issue(): string {
  let value = '';
  const res = {
    cookie: (name: string, cookieValue: string) => {
      expect(name).toBe(guestGrantCookieName(wedding.id));
      value = cookieValue;
    },
  } as unknown as Response;
  setGuestGrant(res, config, wedding, issuedAt);
  return value;
}

const requestWith = (value: string) =>
  ({ headers: { cookie: `${guestGrantCookieName(wedding.id)}=${encodeURIComponent(value)}` } }) as Request;

describe('guest grant cookie (access code entry, docs/requirements.md B6: site reached by URL plus access code)', () => {
  it('is valid for its wedding until the expiry (boundary: 1 ms before valid, at expiry invalid)', () => {
    const value = issue();
    expect(
      hasValidGuestGrant(requestWith(value), config, wedding, new Date(issuedAt.getTime() + 59_999)),
    ).toBe(true);
    expect(
      hasValidGuestGrant(requestWith(value), config, wedding, new Date(issuedAt.getTime() + 60_000)),
    ).toBe(false);
  });

  it('is revoked by a new access code and does not open another wedding', () => {
    const value = issue();
    expect(
      hasValidGuestGrant(requestWith(value), config, { ...wedding, accessCode: 'NEWCODE1' }, issuedAt),
    ).toBe(false);
    const other = { id: 'cwedding2', accessCode: wedding.accessCode };
    const req = {
      headers: { cookie: `${guestGrantCookieName(other.id)}=${encodeURIComponent(value)}` },
    } as Request;
    expect(hasValidGuestGrant(req, config, other, issuedAt)).toBe(false);
  });

  it('rejects a tampered expiry, a forged signature, garbage and another secret', () => {
    const value = issue();
    const [expiry, signature] = value.split('.') as [string, string];
    expect(
      hasValidGuestGrant(requestWith(`${Number(expiry) + 1000}.${signature}`), config, wedding, issuedAt),
    ).toBe(false);
    expect(hasValidGuestGrant(requestWith(`${expiry}.forged`), config, wedding, issuedAt)).toBe(false);
    expect(hasValidGuestGrant(requestWith('garbage'), config, wedding, issuedAt)).toBe(false);
    expect(hasValidGuestGrant(requestWith(value), defaultConfig(), wedding, issuedAt)).toBe(false);
    expect(hasValidGuestGrant({ headers: {} } as Request, config, wedding, issuedAt)).toBe(false);
  });

  it('after a key rotation: new grants use the new key, earlier ones stay valid, unknown keys are refused', () => {
    const signedWithOldKey = issue();
    const rotated = { ...config, secret: 'n'.repeat(64), previousSecrets: [config.secret] };
    expect(hasValidGuestGrant(requestWith(signedWithOldKey), rotated, wedding, issuedAt)).toBe(true);

    let signedWithNewKey = '';
    const res = {
      cookie: (_name: string, value: string) => (signedWithNewKey = value),
    } as unknown as Response;
    setGuestGrant(res, rotated, wedding, issuedAt);
    expect(signedWithNewKey).not.toBe(signedWithOldKey);
    expect(hasValidGuestGrant(requestWith(signedWithNewKey), rotated, wedding, issuedAt)).toBe(true);
    expect(hasValidGuestGrant(requestWith(signedWithNewKey), config, wedding, issuedAt)).toBe(false);

    const oldKeyRetired = { ...rotated, previousSecrets: [] };
    expect(hasValidGuestGrant(requestWith(signedWithOldKey), oldKeyRetired, wedding, issuedAt)).toBe(false);
  });
});
