import {
  createThemeVersionRequestSchema,
  THEME_VERSIONS_MAX,
  type ThemeVersionView,
  themeTimingRequestSchema,
} from '@wedding/core';
import type { Prisma } from '@wedding/db';
import { parseCustomization } from '@wedding/tokens';
import type { Router } from 'express';
import { memberActor, recordActivity } from '../activity/index.js';
import { currentUser, currentWedding, isId, memberRoute } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';

const VERSIONS = '/api/weddings/:weddingId/theme-versions';
const versionNotFound = () => new HttpError(404, 'themeVersionNotFound');

type StoredVersion = {
  id: string;
  name: string;
  design: unknown;
  createdAt: Date;
  createdBy: { username: string } | null;
};

/** A stored design read leniently (docs/requirements.md A5: invalid parts fall back to the defaults). */
function versionView(version: StoredVersion): ThemeVersionView {
  const { theme, density } = parseCustomization(version.design);
  return {
    id: version.id,
    name: version.name,
    design: { theme, density },
    createdAt: version.createdAt.toISOString(),
    createdBy: version.createdBy?.username ?? null,
  };
}

const versionInclude = { createdBy: { select: { username: true } } } as const;

/**
 * The theme studio's server side: named versions of the wedding's design, and the monitored
 * customizer's theme timing samples (docs/requirements.md A7: the theme timing analytics event, sent to our own
 * endpoint).
 */
export function registerThemeStudioRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;

  router.get(VERSIONS, ...memberRoute(deps, 'read'), async (_req, res) => {
    const versions = await prisma.themeVersion.findMany({
      where: { weddingId: currentWedding(res).id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: versionInclude,
    });
    res.json({ versions: versions.map(versionView), max: THEME_VERSIONS_MAX });
  });

  /** Saves the wedding's stored design (theme and density) under a name; at most THEME_VERSIONS_MAX. */
  router.post(VERSIONS, ...memberRoute(deps, 'editWedding'), async (req, res) => {
    const { name } = parseBody(createThemeVersionRequestSchema, req);
    const weddingId = currentWedding(res).id;
    const created = await prisma.$transaction(async (tx) => {
      // Row lock: two saves at the last free place cannot both pass the count.
      await tx.$queryRaw`SELECT id FROM weddings WHERE id = ${weddingId} FOR UPDATE`;
      const count = await tx.themeVersion.count({ where: { weddingId } });
      if (count >= THEME_VERSIONS_MAX) {
        throw new HttpError(409, 'themeVersionLimitReached', { max: THEME_VERSIONS_MAX });
      }
      const wedding = await tx.wedding.findUniqueOrThrow({
        where: { id: weddingId },
        select: { customization: true },
      });
      const { theme, density } = parseCustomization(wedding.customization);
      await recordActivity(tx, weddingId, memberActor(res), { action: 'themeVersion.saved', subject: name });
      return tx.themeVersion.create({
        data: {
          weddingId,
          name,
          design: { theme, density } as unknown as Prisma.InputJsonObject,
          createdById: currentUser(res).id,
        },
        include: versionInclude,
      });
    });
    res.status(201).json({ version: versionView(created) });
  });

  router.delete(`${VERSIONS}/:versionId`, ...memberRoute(deps, 'editWedding'), async (req, res) => {
    const { versionId } = req.params;
    if (!isId(versionId)) throw versionNotFound();
    const weddingId = currentWedding(res).id;
    await prisma.$transaction(async (tx) => {
      const version = await tx.themeVersion.findFirst({
        where: { id: versionId, weddingId },
        select: { name: true },
      });
      if (!version) throw versionNotFound();
      await tx.themeVersion.delete({ where: { id: versionId } });
      await recordActivity(tx, weddingId, memberActor(res), {
        action: 'themeVersion.deleted',
        subject: version.name,
      });
    });
    res.status(204).end();
  });

  router.post(
    '/api/weddings/:weddingId/analytics/theme-timing',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const { samples } = parseBody(themeTimingRequestSchema, req);
      const weddingId = currentWedding(res).id;
      await prisma.themeTimingSample.createMany({
        data: samples.map((sample) => ({ weddingId, action: sample.action, durationMs: sample.durationMs })),
      });
      res.status(204).end();
    },
  );
}
