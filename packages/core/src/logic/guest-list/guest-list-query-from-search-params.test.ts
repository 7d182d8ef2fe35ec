import { describe, expect, it } from 'vitest';
import { guestListQueryFromSearchParams } from './guest-list-query-from-search-params';

const parse = (query: string) => guestListQueryFromSearchParams(new URLSearchParams(query));

describe('list state (docs/requirements.md B2 and B5) in the URL: search, priority, status, category, side, rsvpStatus, page, limit', () => {
  it('uses defaults page 1 and limit 50 for an empty query', () => {
    expect(parse('')).toEqual({ search: '', page: 1, limit: 50 });
  });

  it('reads every known value', () => {
    expect(
      parse(
        'search=Anna&priority=must_invite&status=approved&category=begleitung&side=both&rsvpStatus=received&page=3&limit=20',
      ),
    ).toEqual({
      search: 'Anna',
      priority: 'must_invite',
      status: 'approved',
      category: 'begleitung',
      side: 'both',
      rsvpStatus: 'received',
      page: 3,
      limit: 20,
    });
  });

  it('drops unknown enum values', () => {
    expect(parse('priority=urgent&status=APPROVED&category=enemies&side=left&rsvpStatus=yes')).toEqual({
      search: '',
      page: 1,
      limit: 50,
    });
  });

  it('accepts the API name approvalStatus', () => {
    expect(parse('approvalStatus=not_approved').status).toBe('not_approved');
  });

  it('clamps page to at least 1 and limit to 10-5000, unusable numbers become defaults', () => {
    expect(parse('page=0&limit=9')).toMatchObject({ page: 1, limit: 10 });
    expect(parse('page=1&limit=10')).toMatchObject({ page: 1, limit: 10 });
    expect(parse('limit=5001')).toMatchObject({ limit: 5000 });
    expect(parse('page=abc&limit=')).toMatchObject({ page: 1, limit: 50 });
  });

  it('trims the search and treats whitespace-only as empty', () => {
    expect(parse('search=%20%20Anna%20').search).toBe('Anna');
    expect(parse('search=%20%20').search).toBe('');
  });
});
