import { apiContract, type HouseholdSelection } from '@wedding/core';
import type { Router } from 'express';
import { memberActor, recordActivity } from '../activity/index.js';
import { currentWedding } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import {
  findHouseholdOfGuest,
  householdNotFound,
  householdView,
  linkTarget,
  loadHouseholds,
  personalLinkUrl,
  qrCodeSvg,
  renewHouseholdLink,
  siteUrl,
} from '../households/index.js';
import { loadPrintWedding } from '../households/print-wedding.js';
import { HttpError } from '../http/errors.js';
import { serveRoute } from '../http/serve-route.js';
import { householdsOfSelection } from '../mail/bulk/households-of-selection.js';
import { findSuppressions } from '../mail/suppressions.js';
import { inProcessRenderer } from '../rendering/renderer.js';

/** The couple's households: personal links, their QR codes, their language. */
export function registerOutreachRoutes(router: Router, deps: AppDeps): void {
  const { prisma, config } = deps;
  const { households } = apiContract;
  const renderer = deps.renderer ?? inProcessRenderer;

  serveRoute(router, deps, households.list, async (_input, _req, res) => {
    const wedding = currentWedding(res);
    const [target, list] = await Promise.all([linkTarget(deps, wedding), loadHouseholds(prisma, wedding.id)]);
    const suppressions = await findSuppressions(
      prisma,
      wedding.id,
      list.flatMap((household) => (household.email ? [household.email] : [])),
    );
    return { households: list.map((household) => householdView(config, target, household, suppressions)) };
  });

  serveRoute(router, deps, households.renewLink, async ({ params }, _req, res) => {
    const wedding = currentWedding(res);
    const household = await renewHouseholdLink(prisma, wedding.id, params.householdId, memberActor(res));
    const suppressions = await findSuppressions(prisma, wedding.id, household.email ? [household.email] : []);
    return { household: householdView(config, await linkTarget(deps, wedding), household, suppressions) };
  });

  serveRoute(router, deps, households.setLocale, async ({ params, body }, _req, res) => {
    const wedding = currentWedding(res);
    const household = await findHouseholdOfGuest(prisma, wedding.id, params.householdId);
    if (!household || household.id !== params.householdId) throw householdNotFound();
    await prisma.$transaction(async (tx) => {
      await tx.guest.update({ where: { id: household.id }, data: { locale: body.locale } });
      await recordActivity(tx, wedding.id, memberActor(res), {
        action: 'household.localeSet',
        subject: household.names[0],
        detail: body.locale,
      });
    });
    const suppressions = await findSuppressions(prisma, wedding.id, household.email ? [household.email] : []);
    const updated = { ...household, locale: body.locale };
    return { household: householdView(config, await linkTarget(deps, wedding), updated, suppressions) };
  });

  serveRoute(router, deps, households.qrCode, async ({ params }, _req, res) => {
    const wedding = currentWedding(res);
    const household = await findHouseholdOfGuest(prisma, wedding.id, params.householdId);
    if (!household || household.id !== params.householdId) throw householdNotFound();
    return { body: await qrCodeSvg(personalLinkUrl(config, await linkTarget(deps, wedding), household)) };
  });

  serveRoute(router, deps, apiContract.print.siteQrCode, async (_input, _req, res) => {
    return { body: await qrCodeSvg(siteUrl(deps, await linkTarget(deps, currentWedding(res)))) };
  });

  /** The households of a print run with their links, in the cards' order (the guest list's). */
  const printRun = async (weddingRef: { id: string; slug: string }, selection: HouseholdSelection) => {
    const [target, households] = await Promise.all([
      linkTarget(deps, weddingRef),
      householdsOfSelection(prisma, weddingRef.id, selection),
    ]);
    if (households.length === 0) throw new HttpError(400, 'noRecipients');
    return {
      target,
      wedding: await loadPrintWedding(deps, target),
      households: households.map((household) => ({
        id: household.id,
        names: household.names,
        link: personalLinkUrl(config, target, household),
      })),
    };
  };

  serveRoute(router, deps, apiContract.print.cards, async ({ query }, _req, res) => {
    const run = await printRun(currentWedding(res), query);
    const body = await renderer.render({
      kind: 'cards',
      input: {
        kind: query.kind,
        size: query.size,
        locale: query.locale ?? run.target.mainLocale,
        wedding: run.wedding,
        households: run.households,
      },
    });
    return {
      body,
      filename: `${query.kind === 'saveTheDate' ? 'save-the-date' : 'invitation'}-${query.size}.pdf`,
    };
  });

  serveRoute(router, deps, apiContract.print.qrSheet, async ({ query }, _req, res) => {
    const run = await printRun(currentWedding(res), query);
    const body = await renderer.render({
      kind: 'qrSheet',
      input: {
        locale: query.locale ?? run.target.mainLocale,
        wedding: run.wedding,
        households: run.households,
      },
    });
    return { body, filename: 'qr-codes.pdf' };
  });
}
