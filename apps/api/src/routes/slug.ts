import { normalizeSlug, slugSchema, updateSlugRequestSchema } from '@wedding/core';
import type { Router } from 'express';
import { z } from 'zod';
import { memberActor, recordActivity } from '../activity/index.js';
import { currentWedding, memberRoute, requireUser } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { parseBody } from '../http/validate.js';
import { slugTaken } from '../weddings/create-wedding.js';

/** The check accepts any bounded string: it normalises like the input field and reports availability. */
const checkSlugSchema = z.object({ slug: z.string().max(200) });

export function registerSlugRoutes(router: Router, deps: AppDeps): void {
  /**
   * docs/requirements.md B7: {slug} -> {available}; under 3 characters counts as unavailable (docs/requirements.md B5).
   */
  router.post('/api/weddings/check-slug', requireUser, async (req, res) => {
    const slug = normalizeSlug(parseBody(checkSlugSchema, req).slug);
    if (!slugSchema.safeParse(slug).success) {
      res.json({ slug, available: false });
      return;
    }
    const taken = await deps.prisma.wedding.findUnique({ where: { slug }, select: { id: true } });
    res.json({ slug, available: taken === null });
  });

  router.put('/api/weddings/:weddingId/slug', ...memberRoute(deps, 'editWedding'), async (req, res) => {
    const { slug } = parseBody(updateSlugRequestSchema, req);
    const wedding = currentWedding(res);
    if (slug !== wedding.slug) {
      const taken = await deps.prisma.wedding.findUnique({ where: { slug }, select: { id: true } });
      if (taken) throw slugTaken();
      await deps.prisma
        .$transaction([
          deps.prisma.wedding.update({ where: { id: wedding.id }, data: { slug } }),
          recordActivity(deps.prisma, wedding.id, memberActor(res), {
            action: 'wedding.addressChanged',
            subject: slug,
          }),
        ])
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw slugTaken();
          throw error;
        });
    }
    res.json({ slug });
  });
}
