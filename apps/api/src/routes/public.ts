import { publicAccessRequestSchema, publicRsvpRequestSchema } from '@wedding/core';
import type { Router } from 'express';
import { z } from 'zod';
import { clearGuestGrant, setGuestGrant } from '../auth/guest-grant.js';
import { clearHouseholdCookie, householdOfRequest } from '../auth/household-access.js';
import { currentWedding, requireGuestGrant } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { checkEventAnswers } from '../events/index.js';
import { defaultErrorLogger, HttpError } from '../http/errors.js';
import { parseBody, parseQuery } from '../http/validate.js';
import { queueRsvpMails } from '../mail/automatic/queue-rsvp-mails.js';
import { insertRsvp, readOwnRsvpTokens, rsvpManageToken, writeOwnRsvpTokens } from '../rsvp/index.js';
import { refuseAfterDeadline } from '../rsvp/refuse-after-deadline.js';
import { safeEqual, sha256Hex } from '../security/tokens.js';
import { loadWeddingCard, localeFrom } from '../site/public-view.js';
import { siteViewFor } from '../site/site-view-for.js';
import { safeParseInput } from '../validation/safe-parse-input.js';

const localeQuerySchema = z.object({ locale: z.string().max(10).optional() });
/** Visible ASCII, like the IETF Idempotency-Key draft's examples (UUIDs, random tokens). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** Compared against when the slug is unknown, so a wrong slug costs the same as a wrong code. */
const UNKNOWN_WEDDING_CODE = '\u0000unknown-wedding\u0000';

const invalidCode = () => new HttpError(401, 'invalidCode');

type RsvpRow = { id: string; submittedAt: Date; attendanceStatus: string; numberOfGuests: number };
/** core's publicRsvpAnswerSchema: `manageToken` is the secret of the guest's private link (routes/own-rsvp.ts). */
const rsvpAnswer = (rsvp: RsvpRow, manageToken: string) => ({
  rsvp: {
    id: rsvp.id,
    submittedAt: rsvp.submittedAt.toISOString(),
    attendanceStatus: rsvp.attendanceStatus,
    numberOfGuests: rsvp.numberOfGuests,
    manageToken,
  },
});

/** The form sends restrictions or preferences as free text; stored as a list of its comma-separated entries. */
const dietaryEntries = (...texts: (string | undefined)[]) =>
  texts
    .flatMap((text) => (text ?? '').split(',').map((entry) => entry.trim()))
    .filter((entry) => entry !== '');

export function registerPublicRoutes(router: Router, deps: AppDeps): void {
  const { prisma, config } = deps;

  /**
   * Access code entry. A wrong slug, an inactive site and a wrong code all answer 401 invalidCode after the
   * same constant-time comparison. Attempts are limited per IP (all attempts) and per slug (failures) by the
   * shared rate-limit gate (security/rate-limits), which counts the 401s this route throws.
   */
  router.post('/api/public/weddings/:slug/access', async (req, res) => {
    const slug = String(req.params.slug).toLowerCase().slice(0, 200);
    // A malformed code (wrong type, wrong length) is answered exactly like a wrong one.
    const parsed = safeParseInput(publicAccessRequestSchema, req.body ?? {});
    const accessCode = parsed?.success ? parsed.data.accessCode : '';
    const wedding = await prisma.wedding.findUnique({
      where: { slug },
      select: { id: true, accessCode: true, isActive: true },
    });
    const matches =
      parsed?.success === true && safeEqual(accessCode, wedding?.accessCode ?? UNKNOWN_WEDDING_CODE);
    if (!wedding?.isActive || !matches) throw invalidCode();
    setGuestGrant(res, config, wedding, deps.now());
    res.json({ granted: true, slug });
  });

  /**
   * Guest logout: clears this wedding's grant cookie. Answers the same for any slug and any body (nothing to
   * reveal, and leaving must always work); a member's session is not touched (that is POST /api/auth/logout).
   */
  router.post('/api/public/weddings/:slug/logout', async (req, res) => {
    const slug = String(req.params.slug).toLowerCase().slice(0, 200);
    const wedding = await prisma.wedding.findUnique({ where: { slug }, select: { id: true } });
    if (wedding) {
      clearGuestGrant(res, config, wedding.id);
      clearHouseholdCookie(res, config, wedding.id);
    }
    res.json({ loggedOut: true });
  });

  /** Couple names for the code-entry card; an unknown slug looks like a private wedding (null names). */
  router.get('/api/public/weddings/:slug/card', async (req, res) => {
    const locale = localeFrom(parseQuery(localeQuerySchema, req).locale);
    const slug = String(req.params.slug).toLowerCase().slice(0, 200);
    const { card } = await loadWeddingCard(prisma, slug, locale);
    res.json({ card });
  });

  /** Everything the public site shows; counts a view when a guest (not a member preview) opens it. */
  router.get('/api/public/weddings/:slug', requireGuestGrant(deps), async (req, res) => {
    const locale = localeFrom(parseQuery(localeQuerySchema, req).locale);
    const { id } = currentWedding(res);
    const visitor = res.locals.guestAccess === 'grant' ? 'grant' : 'member';
    res.json({ wedding: await siteViewFor(deps, req, visitor, id, locale) });
  });

  /**
   * RSVP submit. With an `Idempotency-Key` header a retried submit stores one RSVP and replays the first
   * answer (201, same body); the unique (weddingId, idempotencyKey) index settles concurrent duplicates.
   */
  router.post('/api/public/weddings/:slug/rsvp', requireGuestGrant(deps), async (req, res) => {
    const keyHeader = req.get('idempotency-key');
    if (keyHeader !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(keyHeader)) {
      throw new HttpError(400, 'invalidIdempotencyKey');
    }
    const locale = localeFrom(parseQuery(localeQuerySchema, req).locale);
    const weddingId = currentWedding(res).id;
    refuseAfterDeadline(res, locale, deps.now());
    const input = parseBody(publicRsvpRequestSchema, req);
    const idempotencyKey = keyHeader ?? null;

    // The normalised payload's hash: a key reused with a different RSVP is refused instead of replayed.
    const requestHash = sha256Hex(JSON.stringify({ input, locale }));
    const attending = input.attendanceStatus === 'attending';
    const submittedAt = deps.now();
    // A guest who came by a personal link answers for that household: no matching by phone or name needed.
    const household = await householdOfRequest(deps, req, weddingId);
    // Per-event answers name only events the household is invited to, and their meals; refused before any write.
    if (attending) await checkEventAnswers(prisma, weddingId, household, input.guests, locale);
    const stored = await insertRsvp(deps.pool, {
      weddingId,
      householdGuestId: household?.id ?? null,
      name: input.name,
      email: input.email || null,
      phone: input.phone,
      attendanceStatus: input.attendanceStatus,
      numberOfGuests: attending ? input.numberOfGuests : 0,
      needsTransport: attending && input.needsTransport,
      needsAccommodation: attending && input.needsAccommodation,
      message: input.message || null,
      locale,
      idempotencyKey,
      requestHash: idempotencyKey ? requestHash : null,
      submittedAt,
      // Everyone the answer covers: core puts the respondent (contact name and phone, own needs) at 0.
      guests: (attending ? input.guests : []).map((guest, position) => ({
        position,
        name: guest.name,
        phone: guest.phone || null,
        dietaryRestrictions: dietaryEntries(guest.dietaryRestrictions, guest.dietaryPreferences),
        allergies: guest.allergies || null,
        events: guest.events ?? [],
      })),
    });
    // The device keeps the token too, so the guest can find and delete the answer later (GDPR).
    const remember = (rsvpId: string) => {
      const token = rsvpManageToken(config, weddingId, rsvpId);
      writeOwnRsvpTokens(res, config, weddingId, [token, ...readOwnRsvpTokens(req, weddingId)]);
      return token;
    };
    if (stored) {
      const manageToken = remember(stored.id);
      res.status(201).json(
        rsvpAnswer(
          {
            id: stored.id,
            submittedAt,
            attendanceStatus: input.attendanceStatus,
            numberOfGuests: attending ? input.numberOfGuests : 0,
          },
          manageToken,
        ),
      );
      // After the answer left: the guest's confirmation and the couple's notice never delay or fail the RSVP.
      await queueRsvpMails(deps, {
        weddingId,
        slug: currentWedding(res).slug,
        rsvpId: stored.id,
        manageToken,
        locale,
        name: input.name,
        email: input.email || null,
        attendanceStatus: input.attendanceStatus,
        numberOfGuests: attending ? input.numberOfGuests : 0,
        names: attending ? input.guests.map((guest) => guest.name) : [input.name],
        message: input.message || null,
      }).catch((error: unknown) => defaultErrorLogger(error, req));
      return;
    }
    // Nothing inserted: the key is taken (an earlier or concurrent twin committed first), so replay its answer.
    const existing = idempotencyKey
      ? await prisma.rsvp.findUnique({ where: { weddingId_idempotencyKey: { weddingId, idempotencyKey } } })
      : null;
    if (!existing) throw new Error('RSVP insert stored no row without an idempotency-key conflict');
    if (existing.requestHash && existing.requestHash !== requestHash) {
      throw new HttpError(422, 'idempotencyKeyReused');
    }
    res.setHeader('Idempotent-Replayed', 'true');
    res.status(201).json(rsvpAnswer(existing, remember(existing.id)));
  });
}
