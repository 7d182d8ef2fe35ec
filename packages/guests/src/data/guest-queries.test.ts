import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@wedding/api-client';
import { DEFAULT_GUEST_LIST_QUERY, type GuestListQuery } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { guestPage, manyGuests } from '../fixtures/guest-fixtures';
import { guestPageQuery } from './guest-queries';

/** Records the cursor each page request carries; answers the fixture's page by number. */
function recordingApi() {
  const requests: { page: number; after: string | undefined }[] = [];
  const api = {
    guests: {
      rows: async (_weddingId: string, query: GuestListQuery, _signal?: AbortSignal, after?: string) => {
        requests.push({ page: query.page, after });
        return { ...guestPage(manyGuests, query.limit, query.page), nextCursor: `after-page-${query.page}` };
      },
    },
  } as unknown as ApiClient;
  return { api, requests };
}

describe('guestPageQuery (server mode, keyset paging)', () => {
  const query = { ...DEFAULT_GUEST_LIST_QUERY, category: 'family', limit: 10 } satisfies GuestListQuery;

  it('"next" sends the cached previous page\'s cursor; a jump or another filter asks by page number', async () => {
    const client = new QueryClient();
    const { api, requests } = recordingApi();
    await client.fetchQuery(guestPageQuery(api, 'w1', { ...query, page: 1 }));
    await client.fetchQuery(guestPageQuery(api, 'w1', { ...query, page: 2 }));
    await client.fetchQuery(guestPageQuery(api, 'w1', { ...query, page: 7 }));
    await client.fetchQuery(guestPageQuery(api, 'w1', { ...query, side: 'partner1', page: 2 }));
    expect(requests).toEqual([
      { page: 1, after: undefined },
      { page: 2, after: 'after-page-1' },
      { page: 7, after: undefined },
      { page: 2, after: undefined },
    ]);
  });
});
