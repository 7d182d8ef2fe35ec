import type { Query } from '@wedding/api-client';
import { ADMIN_PAGING } from '@wedding/core';
import type { WeddingsSearch } from './weddings-search';

/** The API query of the list's URL state (one page of ADMIN_PAGING's default size). */
export function weddingsQuery(search: WeddingsSearch): Query {
  return { ...search, limit: ADMIN_PAGING.defaultLimit };
}
