import { describe, expect, it } from 'vitest';
import { guestListSearchSchema } from './guest-list-search';

describe('guest-list URL state (the route search; docs/requirements.md B2)', () => {
  it('defaults to page 1 and 50 per page, no search', () => {
    expect(guestListSearchSchema.parse({})).toEqual({ search: '', page: 1, limit: 50 });
  });

  it('keeps valid filters, drops unknown values, clamps page and limit, reads a numeric search as text', () => {
    expect(
      guestListSearchSchema.parse({
        search: 12,
        priority: 'must_invite',
        status: 'approved',
        category: 'begleitung',
        side: 'nowhere',
        rsvpStatus: 'received',
        page: 0,
        limit: 5,
      }),
    ).toEqual({
      search: '12',
      priority: 'must_invite',
      status: 'approved',
      category: 'begleitung',
      side: undefined,
      rsvpStatus: 'received',
      page: 1,
      limit: 10,
    });
    expect(guestListSearchSchema.parse({ page: 'x', limit: 99_999 })).toMatchObject({ page: 1, limit: 5000 });
  });
});
