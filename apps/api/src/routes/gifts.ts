import { apiContract, type GiftListFilter } from '@wedding/core';
import type { Response, Router } from 'express';
import { memberActor } from '../activity/index.js';
import { assertMayEditGuest, currentWedding } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { weddingMainLocale } from '../couple/wedding-main-locale.js';
import {
  deleteGift,
  giftCounts,
  giftsCsvText,
  giftsXlsxBuffer,
  listGifts,
  saveGift,
} from '../gifts/index.js';
import { serveRoute } from '../http/serve-route.js';

/** Gifts per household and their thank-you notes: the filtered list, its exports, and the writes. */
export function registerGiftRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;
  const { gifts } = apiContract;
  const checkSide =
    (res: Response) =>
    (...sides: Parameters<typeof assertMayEditGuest>[1][]) =>
      assertMayEditGuest(res, ...sides);

  const filtered = async (weddingId: string, filter: GiftListFilter) =>
    listGifts(prisma, weddingId, filter, await weddingMainLocale(prisma, weddingId));

  serveRoute(router, deps, gifts.list, async ({ query }, _req, res) => {
    const weddingId = currentWedding(res).id;
    const [list, counts] = await Promise.all([filtered(weddingId, query), giftCounts(prisma, weddingId)]);
    return { gifts: list, counts };
  });

  const save = async (
    res: Response,
    giftId: string | null,
    input: Parameters<typeof saveGift>[1]['input'],
  ) => {
    const weddingId = currentWedding(res).id;
    const gift = await saveGift(prisma, {
      weddingId,
      giftId,
      input,
      actor: memberActor(res),
      checkSide: checkSide(res),
      locale: await weddingMainLocale(prisma, weddingId),
      now: deps.now(),
    });
    return { gift, counts: await giftCounts(prisma, weddingId) };
  };

  serveRoute(router, deps, gifts.create, async ({ body }, _req, res) => save(res, null, body));

  serveRoute(router, deps, gifts.update, async ({ params, body }, _req, res) =>
    save(res, params.giftId, body),
  );

  serveRoute(router, deps, gifts.remove, async ({ params }, _req, res) => {
    const weddingId = currentWedding(res).id;
    await deleteGift(prisma, weddingId, params.giftId, memberActor(res), checkSide(res));
    return { id: params.giftId, counts: await giftCounts(prisma, weddingId) };
  });

  serveRoute(router, deps, gifts.csv, async ({ query }, _req, res) => {
    const wedding = currentWedding(res);
    return { body: giftsCsvText(await filtered(wedding.id, query)), filename: `gifts-${wedding.slug}.csv` };
  });

  serveRoute(router, deps, gifts.xlsx, async ({ query }, _req, res) => {
    const wedding = currentWedding(res);
    return {
      body: await giftsXlsxBuffer(await filtered(wedding.id, query)),
      filename: `gifts-${wedding.slug}.xlsx`,
    };
  });
}
