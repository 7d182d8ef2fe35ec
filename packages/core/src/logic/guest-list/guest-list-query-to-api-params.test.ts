import { describe, expect, it } from 'vitest';
import { guestListQueryToApiParams } from './guest-list-query-to-api-params';

describe('server-filtered guest page query (docs/requirements.md B7)', () => {
  it('always sends page and limit and names the approval status approvalStatus', () => {
    expect(guestListQueryToApiParams({ search: '', page: 1, limit: 50 }).toString()).toBe('page=1&limit=50');
    expect(
      guestListQueryToApiParams({ search: ' Anna ', status: 'approved', page: 2, limit: 10 }).toString(),
    ).toBe('approvalStatus=approved&search=Anna&page=2&limit=10');
  });
});
