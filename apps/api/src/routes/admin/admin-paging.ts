import type { AdminPaging } from '@wedding/core';

export { ADMIN_PAGING, type AdminPaging, adminPagingSchema } from '@wedding/core';

export function pageAnswer<T>(data: T[], total: number, { page, limit }: AdminPaging) {
  return { data, total, page, limit, totalPages: Math.ceil(total / limit) };
}
