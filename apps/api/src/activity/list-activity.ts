import { ACTIVITY_GUESTS_FILTER, type ActivityPage, type ActivityQuery } from '@wedding/core';
import type { Prisma, PrismaClient } from '@wedding/db';

type Filter = { area?: ActivityQuery['area']; person?: string };
type Paging = { page: number; limit: number };

/** A page of the wedding's activity feed, newest first, with the members who appear in it (the person filter). */
export async function listActivity(
  db: Pick<PrismaClient, 'weddingActivity'>,
  weddingId: string,
  { area, person, page, limit }: Filter & Paging,
): Promise<ActivityPage> {
  const where: Prisma.WeddingActivityWhereInput = {
    weddingId,
    ...(area ? { area } : {}),
    ...(person === ACTIVITY_GUESTS_FILTER ? { actorKind: 'guest' } : person ? { actorId: person } : {}),
  };
  const [total, rows, actors] = await Promise.all([
    db.weddingActivity.count({ where }),
    db.weddingActivity.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * limit,
      take: limit,
    }),
    db.weddingActivity.findMany({
      where: { weddingId, actorId: { not: null } },
      distinct: ['actorId'],
      orderBy: [{ actorId: 'asc' }, { createdAt: 'desc' }],
      select: { actorId: true, actorName: true },
    }),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      actorKind: row.actorKind as ActivityPage['data'][number]['actorKind'],
      area: row.area as ActivityPage['data'][number]['area'],
      action: row.action,
      subject: row.subject,
      detail: row.detail,
      count: row.count,
    })),
    total,
    page,
    limit,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    people: actors
      .map(({ actorId, actorName }) => ({ id: actorId as string, name: actorName }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
