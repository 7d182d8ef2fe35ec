import type { Prisma } from '@wedding/db';
import type { Request, Response, Router } from 'express';
import { currentWedding, requireGuestGrant } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import {
  deleteRsvp,
  isValidRsvpManageToken,
  readOwnRsvpTokens,
  rsvpIdOfToken,
  writeOwnRsvpTokens,
} from '../rsvp/index.js';
import { rsvpListView } from '../rsvp/rsvp-list-view.js';

const rsvpNotFound = () => new HttpError(404, 'rsvpNotFound');
const withGuests = { guests: { orderBy: { position: 'asc' } } } as const satisfies Prisma.RsvpInclude;

/**
 * A guest's own RSVP (GDPR): see everything they sent and delete it, either
 * - on the device that sent it: the site's grant plus the `wedding_rsvps_<weddingId>` cookie the submission
 *   left (`/api/public/weddings/:slug/rsvps/mine...`), or
 * - anywhere, with the private link's token the submission answered (`/api/public/rsvps/:token`).
 * Deleting also withdraws the answer from the couple's guest list (rsvp/delete-rsvp.ts).
 */
export function registerOwnRsvpRoutes(router: Router, deps: AppDeps): void {
  const { prisma, config } = deps;

  /** The device's tokens that still name an RSVP of this wedding (a deleted one drops out). */
  async function ownRsvps(req: Request, weddingId: string) {
    const held = readOwnRsvpTokens(req, weddingId).filter((token) => {
      const id = rsvpIdOfToken(token);
      return id !== undefined && isValidRsvpManageToken(config, token, weddingId, id);
    });
    const ids = held.map((token) => rsvpIdOfToken(token) as string);
    const rsvps = await prisma.rsvp.findMany({
      where: { weddingId, id: { in: ids } },
      include: withGuests,
      orderBy: [{ submittedAt: 'desc' }, { id: 'desc' }],
    });
    return { held, rsvps };
  }

  router.get('/api/public/weddings/:slug/rsvps/mine', requireGuestGrant(deps), async (req, res) => {
    const { rsvps } = await ownRsvps(req, currentWedding(res).id);
    res.json({ rsvps: rsvps.map(rsvpListView) });
  });

  router.delete(
    '/api/public/weddings/:slug/rsvps/mine/:rsvpId',
    requireGuestGrant(deps),
    async (req, res) => {
      const weddingId = currentWedding(res).id;
      const { held, rsvps } = await ownRsvps(req, weddingId);
      const rsvp = rsvps.find((candidate) => candidate.id === req.params.rsvpId);
      if (!rsvp || !(await deleteRsvp(prisma, rsvp.id))) throw rsvpNotFound();
      // The device keeps the tokens of its other answers that still exist.
      const stillStored = new Set(rsvps.filter((other) => other.id !== rsvp.id).map((other) => other.id));
      writeOwnRsvpTokens(
        res,
        config,
        weddingId,
        held.filter((token) => stillStored.has(rsvpIdOfToken(token) as string)),
      );
      res.status(204).end();
    },
  );

  /** The RSVP a private-link token names, when the signature is right. */
  async function rsvpOfToken(token: string) {
    const id = rsvpIdOfToken(token);
    if (!id) throw rsvpNotFound();
    const rsvp = await prisma.rsvp.findUnique({
      where: { id },
      include: { ...withGuests, wedding: { select: { slug: true } } },
    });
    if (!rsvp || !isValidRsvpManageToken(config, token, rsvp.weddingId, rsvp.id)) throw rsvpNotFound();
    return rsvp;
  }

  router.get('/api/public/rsvps/:token', async (req, res) => {
    const rsvp = await rsvpOfToken(String(req.params.token));
    res.json({ rsvp: rsvpListView(rsvp), wedding: { slug: rsvp.wedding.slug } });
  });

  router.delete('/api/public/rsvps/:token', async (req: Request, res: Response) => {
    const token = String(req.params.token);
    const rsvp = await rsvpOfToken(token);
    if (!(await deleteRsvp(prisma, rsvp.id))) throw rsvpNotFound();
    const remaining = readOwnRsvpTokens(req, rsvp.weddingId).filter(
      (held) => rsvpIdOfToken(held) !== rsvp.id,
    );
    if (remaining.length !== readOwnRsvpTokens(req, rsvp.weddingId).length) {
      writeOwnRsvpTokens(res, config, rsvp.weddingId, remaining);
    }
    res.status(204).end();
  });
}
