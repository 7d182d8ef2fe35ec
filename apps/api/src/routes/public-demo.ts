import type { demoSiteResponseSchema } from '@wedding/core';
import type { Router } from 'express';
import type { z } from 'zod';
import type { AppDeps } from '../context.js';
import { pickInfo } from '../weddings/wedding-view.js';

/**
 * The demo wedding of this installation, with its access code, so the landing page can let a visitor try the
 * guest site. Only the wedding the start-up seeded as the demo (config.demoSlug) is ever named here; without one
 * (production) the answer is `{demo: null}`, so the landing page asks without causing an error.
 */
export function registerPublicDemoRoutes(router: Router, deps: AppDeps): void {
  router.get('/api/public/demo', async (_req, res) => {
    const slug = deps.config.demoSlug;
    const wedding = slug
      ? await deps.prisma.wedding.findUnique({ where: { slug }, include: { info: true } })
      : null;
    if (!wedding?.isActive) {
      res.json({ demo: null });
      return;
    }
    const info = pickInfo(wedding.info);
    const answer: z.input<typeof demoSiteResponseSchema> = {
      demo: {
        slug: wedding.slug,
        accessCode: wedding.accessCode,
        brideName: info?.brideName ?? '',
        groomName: info?.groomName ?? '',
      },
    };
    res.json(answer);
  });
}
