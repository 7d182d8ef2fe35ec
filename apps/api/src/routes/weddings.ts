import {
  apiContract,
  createWeddingRequestSchema,
  customizationVersionSchema,
  updateWeddingInfoRequestSchema,
  updateWeddingRequestSchema,
} from '@wedding/core';
import type { Prisma } from '@wedding/db';
import { parseCustomization } from '@wedding/tokens';
import type { Router } from 'express';
import {
  customizationActivity,
  memberActor,
  recordActivity,
  recordCoalescedActivity,
} from '../activity/index.js';
import {
  currentMembership,
  currentUser,
  currentWedding,
  memberRoute,
  requireUser,
} from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { HttpError } from '../http/errors.js';
import { serveRoute } from '../http/serve-route.js';
import { parseBody } from '../http/validate.js';
import { calendarDateToUtc, createWedding } from '../weddings/create-wedding.js';
import { customizationJson, mergeCustomization, readCustomization } from '../weddings/customization-state.js';
import { premiumPresetChosen } from '../weddings/premium-preset.js';
import { deadlineInNewZone } from '../weddings/rsvp-deadline.js';
import {
  infoView,
  type RsvpCounts,
  weddingDetailView,
  weddingSummaryView,
} from '../weddings/wedding-view.js';

/** `If-Match: 3` or `If-Match: "3"` (weak or strong); anything else is a 400. */
function versionFromIfMatch(header: string | undefined): number | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(header);
  const parsed = customizationVersionSchema.safeParse(match ? Number(match[1]) : Number.NaN);
  if (!parsed.success) throw new HttpError(400, 'invalidIfMatch');
  return parsed.data;
}

/** An ISO date (`2027-06-12`) or timestamp (`2027-06-12T14:00:00Z`) as validated by core. */
const isoToDate = (value: string) => (value.length === 10 ? calendarDateToUtc(value) : new Date(value));

export function registerWeddingRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;

  /** Onboarding: the creator becomes the first member and an access code is generated. */
  router.post('/api/weddings', requireUser, async (req, res) => {
    const input = parseBody(createWeddingRequestSchema, req);
    const wedding = await createWedding(prisma, currentUser(res).id, input, deps.now());
    res.status(201).json({ wedding: weddingSummaryView(wedding, { role: 'owner', side: null }) });
  });

  /** The signed-in user's weddings (memberships), newest first. */
  router.get('/api/weddings', requireUser, async (_req, res) => {
    const userId = currentUser(res).id;
    const weddings = await prisma.wedding.findMany({
      where: { members: { some: { userId } } },
      include: { info: true, members: { where: { userId }, select: { role: true, side: true } } },
      orderBy: { createdAt: 'desc' },
    });
    res.json({
      weddings: weddings.map((wedding) => weddingSummaryView(wedding, wedding.members[0] ?? null)),
    });
  });

  router.get('/api/weddings/:weddingId', ...memberRoute(deps, 'read'), async (_req, res) => {
    const { id } = currentWedding(res);
    const [wedding, byStatus, pendingGuests, gallery, memberCount] = await Promise.all([
      prisma.wedding.findUniqueOrThrow({
        where: { id },
        include: { info: true, locations: { orderBy: { createdAt: 'asc' } } },
      }),
      prisma.rsvp.groupBy({
        by: ['attendanceStatus'],
        where: { weddingId: id },
        _count: { _all: true },
        _sum: { numberOfGuests: true },
      }),
      prisma.guest.count({ where: { weddingId: id, rsvpReceived: false } }),
      prisma.galleryImage.aggregate({
        where: { weddingId: id },
        _count: { _all: true },
        _max: { updatedAt: true },
      }),
      prisma.weddingMember.count({ where: { weddingId: id } }),
    ]);
    const countOf = (status: string) =>
      byStatus.find((row) => row.attendanceStatus === status)?._count._all ?? 0;
    const rsvpCounts: RsvpCounts = {
      total: byStatus.reduce((sum, row) => sum + row._count._all, 0),
      confirmed: countOf('attending'),
      declined: countOf('not_attending'),
      maybe: countOf('maybe'),
      pending: pendingGuests,
      confirmedGuests: byStatus.find((row) => row.attendanceStatus === 'attending')?._sum.numberOfGuests ?? 0,
    };
    res.json({
      wedding: weddingDetailView(
        wedding,
        {
          rsvpCounts,
          galleryCount: gallery._count._all,
          galleryUpdatedAt: gallery._max.updatedAt,
          memberCount,
        },
        currentMembership(res),
      ),
    });
  });

  /**
   * Customization save with optimistic concurrency: the client sends the version it last saw (body `version`
   * or `If-Match`); a stale version answers 409 with the current state instead of overwriting it.
   */
  serveRoute(router, deps, apiContract.weddings.patch, async ({ body }, req, res) => {
    const expectedVersion = body.version ?? versionFromIfMatch(req.get('if-match'));
    const { id } = currentWedding(res);
    const result = await prisma.$transaction(async (tx) => {
      // Row lock: concurrent PATCHes of one wedding run one after the other, so the merge never loses an edit.
      await tx.$queryRaw`SELECT id FROM weddings WHERE id = ${id} FOR UPDATE`;
      const current = await tx.wedding.findUniqueOrThrow({
        where: { id },
        select: { customization: true, customizationVersion: true, isActive: true },
      });
      if (expectedVersion !== undefined && expectedVersion !== current.customizationVersion) {
        return { conflict: readCustomization(current) };
      }
      const data: Prisma.WeddingUpdateInput = {};
      if (body.customization !== undefined) {
        const stored = parseCustomization(current.customization);
        const merged = mergeCustomization(stored, body.customization);
        // Premium presets are for premium weddings: the server decides, not the client's badge.
        const premiumPreset = premiumPresetChosen(stored.theme, merged.theme);
        if (premiumPreset && !currentWedding(res).isPremium) {
          throw new HttpError(403, 'premiumPresetRequired', { presetId: premiumPreset.id });
        }
        data.customization = customizationJson(merged);
        data.customizationVersion = { increment: 1 };
      }
      if (body.isActive !== undefined) data.isActive = body.isActive;
      const updated = await tx.wedding.update({
        where: { id },
        data,
        select: { customization: true, customizationVersion: true, isActive: true },
      });
      for (const line of customizationActivity(current, updated)) {
        await recordCoalescedActivity(tx, id, memberActor(res), line, deps.now());
      }
      return { updated };
    });
    if ('conflict' in result && result.conflict) {
      throw new HttpError(409, 'versionConflict', {
        version: result.conflict.version,
        customization: result.conflict.customization,
      });
    }
    const { updated } = result as {
      updated: { customization: unknown; customizationVersion: number; isActive: boolean };
    };
    const state = readCustomization(updated);
    res.setHeader('ETag', `"${state.version}"`);
    return { customization: state.customization, version: state.version, isActive: updated.isActive };
  });

  router.put('/api/weddings/:weddingId', ...memberRoute(deps, 'editWedding'), async (req, res) => {
    const input = parseBody(updateWeddingRequestSchema, req);
    const weddingId = currentWedding(res).id;
    const updated = await prisma.$transaction(async (tx) => {
      const before = await tx.wedding.findUniqueOrThrow({
        where: { id: weddingId },
        select: { timeZone: true, rsvpDeadline: true },
      });
      const timeZone = input.timeZone ?? before.timeZone;
      await recordActivity(tx, weddingId, memberActor(res), { action: 'wedding.settingsChanged' });
      return tx.wedding.update({
        where: { id: weddingId },
        data: {
          weddingDate: isoToDate(input.weddingDate),
          timeZone,
          rsvpDeadline: deadlineInNewZone(before.rsvpDeadline, before.timeZone, timeZone),
        },
        select: { id: true, weddingDate: true, timeZone: true },
      });
    });
    res.json({
      wedding: {
        id: updated.id,
        weddingDate: updated.weddingDate?.toISOString() ?? null,
        timeZone: updated.timeZone,
      },
    });
  });

  /**
   * The couple's names: one couple in every language, so the names go to each locale's texts of the wedding
   * (the locale's entry is created when missing); the texts themselves stay per locale.
   */
  router.put('/api/weddings/:weddingId/info', ...memberRoute(deps, 'editWedding'), async (req, res) => {
    const input = parseBody(updateWeddingInfoRequestSchema, req);
    const weddingId = currentWedding(res).id;
    const names = { brideName: input.brideName, groomName: input.groomName };
    const [, info] = await prisma.$transaction([
      prisma.weddingInfo.updateMany({ where: { weddingId }, data: names }),
      prisma.weddingInfo.upsert({
        where: { weddingId_locale: { weddingId, locale: input.locale } },
        create: { weddingId, locale: input.locale, ...names },
        update: names,
      }),
      recordActivity(prisma, weddingId, memberActor(res), { action: 'wedding.infoChanged' }),
    ]);
    res.json({ info: infoView(info) });
  });
}
