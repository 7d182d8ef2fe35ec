import { describe, expect, it } from 'vitest';
import { guestListQueryToApiParams } from './guest-list-query-to-api-params';

describe('spec B 7 server-filtered guest page query', () => {
  it('always sends page and limit and names the approval status approvalStatus', () => {
    expect(guestListQueryToApiParams({ search: '', page: 1, limit: 50 }).toString()).toBe('page=1&limit=50');
    expect(
      guestListQueryToApiParams({ search: ' Anna ', status: 'approved', page: 2, limit: 10 }).toString(),
    ).toBe('approvalStatus=approved&search=Anna&page=2&limit=10');
  });
});
