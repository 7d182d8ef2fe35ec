import { describe, expect, it } from 'vitest';
import { isId } from '../auth/middleware.js';
import { newRecordId } from './new-record-id.js';

describe('newRecordId: cuid-shaped ids for rows written with raw SQL', () => {
  it('is 25 lower-case base-36 characters starting with c, and a valid path id', () => {
    const id = newRecordId();
    expect(id).toMatch(/^c[0-9a-z]{24}$/);
    expect(isId(id)).toBe(true);
  });

  it('starts with the time, so later ids sort after earlier ones', () => {
    const earlier = newRecordId(Date.UTC(2026, 0, 1));
    const later = newRecordId(Date.UTC(2026, 0, 2));
    expect(earlier.slice(0, 9) < later.slice(0, 9)).toBe(true);
  });

  it('never repeats within the same millisecond (10,000 ids)', () => {
    const at = Date.now();
    const ids = new Set(Array.from({ length: 10_000 }, () => newRecordId(at)));
    expect(ids.size).toBe(10_000);
  });
});
