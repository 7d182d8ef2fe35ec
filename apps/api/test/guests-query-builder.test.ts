import { describe, expect, it } from 'vitest';
import { buildGuestWhere, containsText, guestListRequestSchema } from '../src/guests/index.js';

describe('guest search: LIKE wildcards are literal', () => {
  it.each([
    ['plain', 'plain'],
    ['100%', '100\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
  ])('%j -> %j', (input, escaped) => {
    expect(containsText(input)).toEqual({ contains: escaped, mode: 'insensitive' });
  });
});

describe('guest list query (docs/requirements.md B7): one builder for the list and the export', () => {
  it('scopes every query to the wedding', () => {
    expect(buildGuestWhere('w1', {})).toEqual({ AND: [{ weddingId: 'w1' }] });
  });

  it('maps each filter, begleitung to companions and rsvp values to their columns', () => {
    expect(
      buildGuestWhere('w1', {
        category: 'begleitung',
        side: 'both',
        priority: 'maybe',
        approvalStatus: 'approved',
        rsvpStatus: 'received',
      }),
    ).toEqual({
      AND: [
        { weddingId: 'w1' },
        { groupRole: 'companion' },
        { side: 'both' },
        { priority: 'maybe' },
        { approvalStatus: 'approved' },
        { rsvpReceived: true },
      ],
    });
    expect(buildGuestWhere('w1', { rsvpStatus: 'pending' }).AND).toContainEqual({ attendanceStatus: null });
    expect(buildGuestWhere('w1', { rsvpStatus: 'not_attending' }).AND).toContainEqual({
      attendanceStatus: 'not_attending',
    });
  });
});

describe('guest list paging (docs/requirements.md B5): page minimum 1, limit 10 to 5000, defaults 1 and 50', () => {
  const parse = (query: Record<string, string>) => guestListRequestSchema.safeParse(query);

  it.each([
    [{}, 1, 50],
    [{ page: '0' }, 1, 50],
    [{ page: '1' }, 1, 50],
    [{ page: '2' }, 2, 50],
    [{ limit: '5' }, 1, 10],
    [{ limit: '9' }, 1, 10],
    [{ limit: '10' }, 1, 10],
    [{ limit: '4999' }, 1, 4999],
    [{ limit: '5000' }, 1, 5000],
    [{ limit: '5001' }, 1, 5000],
    [{ page: '', limit: '' }, 1, 50],
  ])('%j -> page %i, limit %i', (query, page, limit) => {
    const result = parse(query);
    expect(result.success && { page: result.data.page, limit: result.data.limit }).toEqual({ page, limit });
  });

  it.each([[{ page: 'abc' }], [{ limit: '2.5' }], [{ side: 'left' }], [{ search: 'x'.repeat(201) }]])(
    '%j is rejected',
    (query) => {
      expect(parse(query).success).toBe(false);
    },
  );

  it('drops blank filters and trims the search', () => {
    const result = parse({ category: '', search: '  anna  ', rsvpStatus: 'maybe' });
    expect(result.success && result.data.filters).toEqual({ search: 'anna', rsvpStatus: 'maybe' });
  });
});
