import { createLocationRequestSchema, updateLocationRequestSchema } from '@wedding/core';
import type { Router } from 'express';
import { memberActor, recordActivity } from '../activity/index.js';
import { currentWedding, isId, memberRoute } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { locationView } from '../weddings/wedding-view.js';

const locationNotFound = () => new HttpError(404, 'locationNotFound');

/** Optional text fields: an empty string is stored as null. */
function emptyToNull<T extends Record<string, unknown>>(input: T): T {
  const result: Record<string, unknown> = { ...input };
  for (const key of ['description', 'parkingInfo', 'googleMapsUrl']) {
    if (result[key] === '') result[key] = null;
  }
  return result as T;
}

export function registerLocationRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;

  async function findOwnLocation(weddingId: string, locationId: unknown) {
    if (!isId(locationId)) throw locationNotFound();
    const location = await prisma.location.findFirst({ where: { id: locationId, weddingId } });
    if (!location) throw locationNotFound();
    return location;
  }

  router.get('/api/weddings/:weddingId/locations', ...memberRoute(deps, 'read'), async (_req, res) => {
    const locations = await prisma.location.findMany({
      where: { weddingId: currentWedding(res).id },
      orderBy: { createdAt: 'asc' },
    });
    res.json({ locations: locations.map(locationView) });
  });

  router.post('/api/weddings/:weddingId/locations', ...memberRoute(deps, 'editWedding'), async (req, res) => {
    const input = emptyToNull(parseBody(createLocationRequestSchema, req));
    const weddingId = currentWedding(res).id;
    const [location] = await prisma.$transaction([
      prisma.location.create({ data: { ...input, weddingId } }),
      recordActivity(prisma, weddingId, memberActor(res), { action: 'location.added', subject: input.name }),
    ]);
    res.status(201).json(locationView(location));
  });

  router.patch(
    '/api/weddings/:weddingId/locations/:locationId',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const input = emptyToNull(parseBody(updateLocationRequestSchema, req));
      const weddingId = currentWedding(res).id;
      const existing = await findOwnLocation(weddingId, req.params.locationId);
      const [location] = await prisma.$transaction([
        prisma.location.update({ where: { id: existing.id }, data: input }),
        recordActivity(prisma, weddingId, memberActor(res), {
          action: 'location.changed',
          subject: input.name ?? existing.name,
        }),
      ]);
      res.json(locationView(location));
    },
  );

  router.delete(
    '/api/weddings/:weddingId/locations/:locationId',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const weddingId = currentWedding(res).id;
      const existing = await findOwnLocation(weddingId, req.params.locationId);
      await prisma.$transaction([
        prisma.location.delete({ where: { id: existing.id } }),
        recordActivity(prisma, weddingId, memberActor(res), {
          action: 'location.deleted',
          subject: existing.name,
        }),
      ]);
      res.status(204).end();
    },
  );
}
