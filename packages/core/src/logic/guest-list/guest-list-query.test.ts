import { describe, expect, it } from 'vitest';
import { DEFAULT_GUEST_LIST_QUERY } from './guest-list-query';
import { guestListQueryFromSearchParams } from './guest-list-query-from-search-params';

describe('list defaults (docs/requirements.md B5 and B9): page 1, limit 50, no search or filters', () => {
  it('is page 1, limit 50 and empty search', () => {
    expect(DEFAULT_GUEST_LIST_QUERY).toEqual({ search: '', page: 1, limit: 50 });
  });

  it('equals what an empty URL parses to', () => {
    expect(guestListQueryFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_GUEST_LIST_QUERY);
  });
});
