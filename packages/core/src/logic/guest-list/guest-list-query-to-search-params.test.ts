import { describe, expect, it } from 'vitest';
import { guestListQueryFromSearchParams } from './guest-list-query-from-search-params';
import { guestListQueryToSearchParams } from './guest-list-query-to-search-params';

describe('list state written (docs/requirements.md B2) to the URL', () => {
  it('leaves out defaults, empty search and unset filters', () => {
    expect(guestListQueryToSearchParams({ search: '  ', page: 1, limit: 50 }).toString()).toBe('');
  });

  it('writes every set value in a fixed order', () => {
    expect(
      guestListQueryToSearchParams({
        search: 'Anna',
        priority: 'maybe',
        status: 'pending',
        category: 'family',
        side: 'partner1',
        rsvpStatus: 'attending',
        page: 2,
        limit: 10,
      }).toString(),
    ).toBe(
      'search=Anna&priority=maybe&status=pending&category=family&side=partner1&rsvpStatus=attending&page=2&limit=10',
    );
  });

  it('round-trips through the parser', () => {
    const query = { search: 'Ben Müller', side: 'both' as const, page: 4, limit: 100 };
    expect(guestListQueryFromSearchParams(guestListQueryToSearchParams(query))).toEqual(query);
  });
});
