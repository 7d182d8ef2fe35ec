import { apiContract } from '@wedding/core';
import type { Router } from 'express';
import { memberActor, recordActivity } from '../activity/index.js';
import { currentWedding } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { isUniqueViolation } from '../database/is-unique-violation.js';
import { productHostsOf, weddingOfDomain } from '../domains/index.js';
import { assertNotProductDomain, customDomainTaken } from '../domains/reserved-domain.js';
import { HttpError } from '../http/errors.js';
import { serveRoute } from '../http/serve-route.js';

/** A wedding's own domain: set by a premium couple, and asked for by the TLS proxy before it issues a certificate. */
export function registerCustomDomainRoutes(router: Router, deps: AppDeps): void {
  const productHosts = productHostsOf(deps.config);

  serveRoute(router, deps, apiContract.weddings.updateCustomDomain, async ({ body }, _req, res) => {
    const wedding = currentWedding(res);
    if (!wedding.isPremium) throw new HttpError(403, 'premiumRequired');
    const { customDomain } = body;
    if (customDomain !== null) assertNotProductDomain(customDomain, productHosts);
    await deps.prisma
      .$transaction(async (tx) => {
        const before = await tx.wedding.findUniqueOrThrow({
          where: { id: wedding.id },
          select: { customDomain: true },
        });
        if (before.customDomain === customDomain) return;
        await tx.wedding.update({ where: { id: wedding.id }, data: { customDomain } });
        await recordActivity(
          tx,
          wedding.id,
          memberActor(res),
          customDomain === null
            ? { action: 'wedding.domainRemoved' }
            : { action: 'wedding.domainChanged', subject: customDomain },
        );
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw customDomainTaken();
        throw error;
      });
    return { customDomain };
  });

  serveRoute(router, deps, apiContract.domains.allowed, async ({ query }) => {
    const domain = query.domain.trim().toLowerCase().replace(/\.$/, '');
    const wedding = domain === '' ? null : await weddingOfDomain(deps.prisma, domain);
    if (!wedding) throw new HttpError(404, 'domainNotFound');
    return { domain };
  });
}
