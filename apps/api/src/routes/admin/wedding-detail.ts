import { recordIdSchema } from '@wedding/core';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { pickInfo } from '../../weddings/wedding-view.js';
import { adminWeddingInclude, adminWeddingRow } from './admin-wedding-row.js';

export const weddingParamsSchema = z.object({ weddingId: recordIdSchema });

/** The wedding named in the path, or 404 weddingNotFound (also for an id that cannot exist). */
export async function findAdminWedding(deps: AppDeps, params: unknown) {
  const parsed = weddingParamsSchema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, 'weddingNotFound');
  const wedding = await deps.prisma.wedding.findUnique({
    where: { id: parsed.data.weddingId },
    include: {
      ...adminWeddingInclude,
      members: { orderBy: { joinedAt: 'asc' }, include: { user: { select: { id: true, username: true } } } },
      _count: { select: { guests: true, rsvps: true, locations: true, images: true } },
    },
  });
  if (!wedding) throw new HttpError(404, 'weddingNotFound');
  return wedding;
}

/** GET /api/admin/weddings/:weddingId: the row plus its members, code, language and counts. */
export function adminWeddingDetail(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const wedding = await findAdminWedding(deps, req.params);
    res.json({
      data: {
        ...adminWeddingRow(wedding),
        accessCode: wedding.accessCode,
        customDomain: wedding.customDomain,
        locale: pickInfo(wedding.info)?.locale ?? null,
        members: wedding.members.map((member) => ({
          ...member.user,
          joinedAt: member.joinedAt.toISOString(),
        })),
        locationCount: wedding._count.locations,
        galleryCount: wedding._count.images,
        updatedAt: wedding.updatedAt.toISOString(),
      },
    });
  };
}
