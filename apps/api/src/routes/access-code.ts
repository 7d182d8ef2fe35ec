import { emptyBodySchema, generateAccessCode, updateAccessCodeRequestSchema } from '@wedding/core';
import type { Router } from 'express';
import { memberActor, recordActivity } from '../activity/index.js';
import { currentWedding, memberRoute } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { parseBody } from '../http/validate.js';

/**
 * docs/requirements.md A7 and B7: PUT sets a chosen code, POST (no body) generates a new one; both answer {accessCode}.
 * Changing the code also revokes every guest grant issued for the old one (grants are bound to it).
 */
export function registerAccessCodeRoutes(router: Router, deps: AppDeps): void {
  router.put(
    '/api/weddings/:weddingId/access-code',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const { accessCode } = parseBody(updateAccessCodeRequestSchema, req);
      const weddingId = currentWedding(res).id;
      const [updated] = await deps.prisma.$transaction([
        deps.prisma.wedding.update({
          where: { id: weddingId },
          data: { accessCode },
          select: { accessCode: true },
        }),
        recordActivity(deps.prisma, weddingId, memberActor(res), { action: 'wedding.accessCodeChanged' }),
      ]);
      res.json({ accessCode: updated.accessCode });
    },
  );

  router.post(
    '/api/weddings/:weddingId/access-code',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      parseBody(emptyBodySchema, req);
      const weddingId = currentWedding(res).id;
      const [updated] = await deps.prisma.$transaction([
        deps.prisma.wedding.update({
          where: { id: weddingId },
          data: { accessCode: generateAccessCode() },
          select: { accessCode: true },
        }),
        recordActivity(deps.prisma, weddingId, memberActor(res), { action: 'wedding.accessCodeChanged' }),
      ]);
      res.json({ accessCode: updated.accessCode });
    },
  );
}
