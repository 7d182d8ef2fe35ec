import { describe, expect, it } from 'vitest';
import { groupGuestsRequestSchema, guestListQuerySchema, ungroupGuestRequestSchema } from './guests';

describe('guest list query (docs/requirements.md B5 and B9): page min 1 (default 1), limit min 10 (default 50)', () => {
  it('fills defaults for an empty query', () => {
    expect(guestListQuerySchema.parse({})).toEqual({ search: '', page: 1, limit: 50, format: 'json' });
  });

  it('coerces query strings and treats empty values as unset', () => {
    expect(
      guestListQuerySchema.parse({
        page: '2',
        limit: '10',
        category: '',
        side: 'both',
        search: ' anna ',
        format: 'csv',
      }),
    ).toEqual({ page: 2, limit: 10, side: 'both', search: 'anna', format: 'csv' });
  });

  it('refuses page 0, limit 9 and limit above the fetch-all 5000', () => {
    expect(guestListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(guestListQuerySchema.safeParse({ limit: '9' }).success).toBe(false);
    expect(guestListQuerySchema.parse({ limit: '5000' }).limit).toBe(5000);
    expect(guestListQuerySchema.safeParse({ limit: '5001' }).success).toBe(false);
  });

  it('takes filters from their lists, including begleitung as category', () => {
    expect(
      guestListQuerySchema.parse({
        category: 'begleitung',
        priority: 'maybe',
        approvalStatus: 'approved',
        rsvpStatus: 'received',
      }),
    ).toMatchObject({
      category: 'begleitung',
      priority: 'maybe',
      approvalStatus: 'approved',
      rsvpStatus: 'received',
    });
    expect(guestListQuerySchema.safeParse({ rsvpStatus: 'late' }).success).toBe(false);
  });
});

describe('POST/DELETE guests/group (docs/requirements.md B7)', () => {
  it('groups a primary with at least one distinct companion', () => {
    expect(
      groupGuestsRequestSchema.parse({ primaryGuestId: 'g1', companionGuestIds: ['g2', 'g2', 'g3'] }),
    ).toEqual({
      primaryGuestId: 'g1',
      companionGuestIds: ['g2', 'g3'],
    });
    expect(
      groupGuestsRequestSchema.safeParse({ primaryGuestId: 'g1', companionGuestIds: [] }).error?.issues[0]
        ?.message,
    ).toBe('group.companionsRequired');
    expect(
      groupGuestsRequestSchema.safeParse({ primaryGuestId: 'g1', companionGuestIds: ['g1'] }).error?.issues[0]
        ?.message,
    ).toBe('group.selfCompanion');
  });

  it('ungroups one guest by id', () => {
    expect(ungroupGuestRequestSchema.parse({ guestId: 'g2' })).toEqual({ guestId: 'g2' });
    expect(ungroupGuestRequestSchema.safeParse({ guestId: ' ' }).success).toBe(false);
  });
});
