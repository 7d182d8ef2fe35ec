import { describe, expect, it } from 'vitest';
import { matchesGuestFilters } from './matches-guest-filters';

describe('guest list filters (server semantics; docs/requirements.md B2 and B4)', () => {
  const guest = {
    category: 'family',
    side: 'partner1',
    priority: 'must_invite',
    approvalStatus: 'approved',
    groupRole: 'primary',
    rsvpReceived: true,
    rsvp: { attendanceStatus: 'attending' },
  };

  it('matches without filters', () => {
    expect(matchesGuestFilters(guest, {})).toBe(true);
  });

  it('requires priority, status, side and category to be equal', () => {
    expect(
      matchesGuestFilters(guest, {
        priority: 'must_invite',
        status: 'approved',
        side: 'partner1',
        category: 'family',
      }),
    ).toBe(true);
    expect(matchesGuestFilters(guest, { priority: 'maybe' })).toBe(false);
    expect(matchesGuestFilters(guest, { status: 'pending' })).toBe(false);
    expect(matchesGuestFilters(guest, { side: 'both' })).toBe(false);
    expect(matchesGuestFilters(guest, { category: 'friends' })).toBe(false);
  });

  it("selects companions with category 'begleitung'", () => {
    expect(matchesGuestFilters(guest, { category: 'begleitung' })).toBe(false);
    expect(matchesGuestFilters({ ...guest, groupRole: 'companion' }, { category: 'begleitung' })).toBe(true);
  });

  it('filters by RSVP: received = rsvpReceived, pending = no attendance status, else the status', () => {
    const pending = { rsvpReceived: false, rsvp: null };
    expect(matchesGuestFilters(guest, { rsvpStatus: 'received' })).toBe(true);
    expect(matchesGuestFilters(guest, { rsvpStatus: 'attending' })).toBe(true);
    expect(matchesGuestFilters(guest, { rsvpStatus: 'maybe' })).toBe(false);
    expect(matchesGuestFilters(guest, { rsvpStatus: 'pending' })).toBe(false);
    expect(matchesGuestFilters(pending, { rsvpStatus: 'pending' })).toBe(true);
    expect(matchesGuestFilters(pending, { rsvpStatus: 'received' })).toBe(false);
  });

  it('reads the flat attendanceStatus of API records as well', () => {
    const record = { rsvpReceived: true, attendanceStatus: 'not_attending' };
    expect(matchesGuestFilters(record, { rsvpStatus: 'not_attending' })).toBe(true);
    expect(matchesGuestFilters(record, { rsvpStatus: 'pending' })).toBe(false);
    expect(matchesGuestFilters({ attendanceStatus: null }, { rsvpStatus: 'pending' })).toBe(true);
  });
});
