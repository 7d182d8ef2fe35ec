import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../context.js';
import { HttpError } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { resourceIdSchema } from '../guests/resource-id.js';

const bodySchema = z
  .strictObject({ isActive: z.boolean().optional(), isPremium: z.boolean().optional() })
  .refine((body) => body.isActive !== undefined || body.isPremium !== undefined, {
    message: 'Send isActive or isPremium',
  });

const paramsSchema = z.object({ weddingId: resourceIdSchema });

/** PATCH /api/admin/weddings/:weddingId {isActive?, isPremium?}: staff switch a site or its plan. */
export function updateAdminWedding(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const params = paramsSchema.safeParse(req.params);
    if (!params.success) throw new HttpError(404, 'weddingNotFound');
    const changes = parseBody(bodySchema, req);
    const found = await deps.prisma.wedding.findUnique({
      where: { id: params.data.weddingId },
      select: { id: true },
    });
    if (!found) throw new HttpError(404, 'weddingNotFound');
    const wedding = await deps.prisma.wedding.update({
      where: { id: found.id },
      data: changes,
      select: { id: true, slug: true, isActive: true, isPremium: true, updatedAt: true },
    });
    res.json({ data: wedding });
  };
}
