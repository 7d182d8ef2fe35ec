import {
  accommodationPayloadSchema,
  fallbackEventText,
  type Locale,
  mealOptionTexts,
  SITE_TEXT_FIELDS,
  scheduleEventPayloadSchema,
  scheduleEventTexts,
  updateSiteTextsRequestSchema,
} from '@wedding/core';
import type { Prisma } from '@wedding/db';
import type { Router } from 'express';
import { memberActor, recordActivity, recordCoalescedActivity } from '../activity/index.js';
import { currentWedding, isId, memberRoute } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { weddingMainLocale } from '../couple/wedding-main-locale.js';
import { saveEventAudience, saveMealOptions } from '../events/index.js';
import { HttpError } from '../http/errors.js';
import { parseBody } from '../http/validate.js';
import { infoView, orderInfos } from '../weddings/wedding-view.js';

/** Enough for a three-day wedding with a full programme; stops a script from filling the site without end. */
export const SCHEDULE_EVENTS_MAX = 100;
export const ACCOMMODATIONS_MAX = 30;

const scheduleEventNotFound = () => new HttpError(404, 'scheduleEventNotFound');
const accommodationNotFound = () => new HttpError(404, 'accommodationNotFound');
const blankToNull = (value: string | null | undefined) => (value ? value : null);

/** What the dashboard's schedule reads of an event: its invited households and meal options with it. */
const eventInclude = {
  households: { select: { partyId: true } },
  mealOptions: { orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }] },
} as const satisfies Prisma.ScheduleEventInclude;

type EventRow = Prisma.ScheduleEventGetPayload<{ include: typeof eventInclude }>;

export function scheduleEventView(event: EventRow, mainLocale: Locale) {
  return {
    id: event.id,
    day: event.day.toISOString().slice(0, 10),
    time: event.time,
    endTime: event.endTime,
    location: event.location,
    type: event.type,
    required: event.required,
    texts: scheduleEventTexts(event, mainLocale),
    audience: event.audience,
    invitedCategories: event.invitedCategories,
    invitedSides: event.invitedSides,
    invitedHouseholdIds: event.households.map((household) => household.partyId),
    mealOptions: event.mealOptions.map((meal) => ({
      id: meal.id,
      isKids: meal.isKids,
      texts: mealOptionTexts(meal, mainLocale),
    })),
  };
}

export const accommodationView = (row: Prisma.AccommodationGetPayload<object>) => ({
  id: row.id,
  type: row.type,
  name: row.name,
  address: row.address,
  priceRange: row.priceRange,
  distance: row.distance,
  phone: row.phone,
  website: row.website,
  specialRate: row.specialRate,
  amenities: row.amenities,
});

/**
 * What the couple writes for their guests: the site's texts per language, the schedule (one text per
 * language in ScheduleEvent.translations, the row's own title the fallback) and the accommodations they recommend.
 * Member-only, like every /api/weddings/{id} route; the public site reads the same rows (public-view.ts).
 */
export function registerSiteContentRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;

  router.get('/api/weddings/:weddingId/content', ...memberRoute(deps, 'read'), async (_req, res) => {
    const weddingId = currentWedding(res).id;
    const [infos, mainLocale] = await Promise.all([
      prisma.weddingInfo.findMany({ where: { weddingId } }),
      weddingMainLocale(prisma, weddingId),
    ]);
    res.json({ mainLocale, infos: orderInfos(infos, mainLocale).map(infoView) });
  });

  /** One language's texts; a language written for the first time gets the couple's names from the main one. */
  router.put('/api/weddings/:weddingId/content', ...memberRoute(deps, 'editWedding'), async (req, res) => {
    const input = parseBody(updateSiteTextsRequestSchema, req);
    const weddingId = currentWedding(res).id;
    const texts = Object.fromEntries(SITE_TEXT_FIELDS.map((field) => [field, blankToNull(input[field])]));
    const info = await prisma.$transaction(async (tx) => {
      const existing = await tx.weddingInfo.findMany({
        where: { weddingId },
        orderBy: { createdAt: 'asc' },
        select: { brideName: true, groomName: true },
        take: 1,
      });
      const names = existing[0] ?? { brideName: '', groomName: '' };
      await recordCoalescedActivity(
        tx,
        weddingId,
        memberActor(res),
        { action: 'content.textsChanged', subject: input.locale },
        deps.now(),
      );
      return tx.weddingInfo.upsert({
        where: { weddingId_locale: { weddingId, locale: input.locale } },
        create: { weddingId, locale: input.locale, ...names, ...texts },
        update: texts,
      });
    });
    res.json({ info: infoView(info) });
  });

  router.get('/api/weddings/:weddingId/schedule', ...memberRoute(deps, 'read'), async (_req, res) => {
    const weddingId = currentWedding(res).id;
    const [events, mainLocale] = await Promise.all([
      prisma.scheduleEvent.findMany({
        where: { weddingId },
        include: eventInclude,
        orderBy: [{ day: 'asc' }, { time: 'asc' }, { sortOrder: 'asc' }, { createdAt: 'asc' }],
      }),
      weddingMainLocale(prisma, weddingId),
    ]);
    res.json({ mainLocale, events: events.map((event) => scheduleEventView(event, mainLocale)) });
  });

  router.post('/api/weddings/:weddingId/schedule', ...memberRoute(deps, 'editWedding'), async (req, res) => {
    const input = parseBody(scheduleEventPayloadSchema, req);
    const weddingId = currentWedding(res).id;
    if ((await prisma.scheduleEvent.count({ where: { weddingId } })) >= SCHEDULE_EVENTS_MAX) {
      throw new HttpError(409, 'limitReached', { max: SCHEDULE_EVENTS_MAX });
    }
    const mainLocale = await weddingMainLocale(prisma, weddingId);
    const texts = { [input.locale]: { title: input.title, description: blankToNull(input.description) } };
    const fallback = fallbackEventText(texts, mainLocale) ?? { title: input.title, description: null };
    const event = await prisma.$transaction(async (tx) => {
      const created = await tx.scheduleEvent.create({
        data: {
          weddingId,
          ...sharedEventFields(input),
          title: fallback.title,
          description: fallback.description,
          translations: texts as Prisma.InputJsonObject,
        },
      });
      await saveEventAudience(tx, weddingId, created.id, input);
      await saveMealOptions(tx, created.id, input.locale, mainLocale, input.mealOptions);
      await recordActivity(tx, weddingId, memberActor(res), {
        action: 'schedule.eventAdded',
        subject: input.title,
      });
      return tx.scheduleEvent.findUniqueOrThrow({ where: { id: created.id }, include: eventInclude });
    });
    res.status(201).json({ event: scheduleEventView(event, mainLocale) });
  });

  /** The shared fields for every language, and the title/description of the language written in. */
  router.put(
    '/api/weddings/:weddingId/schedule/:eventId',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const input = parseBody(scheduleEventPayloadSchema, req);
      const weddingId = currentWedding(res).id;
      const eventId = req.params.eventId;
      if (!isId(eventId)) throw scheduleEventNotFound();
      const mainLocale = await weddingMainLocale(prisma, weddingId);
      const event = await prisma.$transaction(async (tx) => {
        // Row lock: two members writing two languages of one event at once both keep their text.
        const [locked] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM schedule_events WHERE id = ${eventId} AND "weddingId" = ${weddingId} FOR UPDATE`;
        if (!locked) throw scheduleEventNotFound();
        const existing = await tx.scheduleEvent.findUniqueOrThrow({ where: { id: eventId } });
        const texts = {
          ...scheduleEventTexts(existing, mainLocale),
          [input.locale]: { title: input.title, description: blankToNull(input.description) },
        };
        const fallback = fallbackEventText(texts, mainLocale) ?? { title: input.title, description: null };
        await tx.scheduleEvent.update({
          where: { id: eventId },
          data: {
            ...sharedEventFields(input),
            title: fallback.title,
            description: fallback.description,
            translations: texts as Prisma.InputJsonObject,
          },
        });
        await saveEventAudience(tx, weddingId, eventId, input);
        await saveMealOptions(tx, eventId, input.locale, mainLocale, input.mealOptions);
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'schedule.eventChanged',
          subject: input.title,
        });
        return tx.scheduleEvent.findUniqueOrThrow({ where: { id: eventId }, include: eventInclude });
      });
      res.json({ event: scheduleEventView(event, mainLocale) });
    },
  );

  router.delete(
    '/api/weddings/:weddingId/schedule/:eventId',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const eventId = req.params.eventId;
      if (!isId(eventId)) throw scheduleEventNotFound();
      const weddingId = currentWedding(res).id;
      await prisma.$transaction(async (tx) => {
        const event = await tx.scheduleEvent.findFirst({
          where: { id: eventId, weddingId },
          select: { title: true },
        });
        if (!event) throw scheduleEventNotFound();
        await tx.scheduleEvent.delete({ where: { id: eventId } });
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'schedule.eventDeleted',
          subject: event.title,
        });
      });
      res.status(204).end();
    },
  );

  router.get('/api/weddings/:weddingId/accommodations', ...memberRoute(deps, 'read'), async (_req, res) => {
    const accommodations = await prisma.accommodation.findMany({
      where: { weddingId: currentWedding(res).id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    res.json({ accommodations: accommodations.map(accommodationView) });
  });

  router.post(
    '/api/weddings/:weddingId/accommodations',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const input = parseBody(accommodationPayloadSchema, req);
      const weddingId = currentWedding(res).id;
      if ((await prisma.accommodation.count({ where: { weddingId } })) >= ACCOMMODATIONS_MAX) {
        throw new HttpError(409, 'limitReached', { max: ACCOMMODATIONS_MAX });
      }
      const [accommodation] = await prisma.$transaction([
        prisma.accommodation.create({ data: { weddingId, ...accommodationFields(input) } }),
        recordActivity(prisma, weddingId, memberActor(res), {
          action: 'accommodation.added',
          subject: input.name,
        }),
      ]);
      res.status(201).json({ accommodation: accommodationView(accommodation) });
    },
  );

  router.put(
    '/api/weddings/:weddingId/accommodations/:accommodationId',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const input = parseBody(accommodationPayloadSchema, req);
      const accommodationId = req.params.accommodationId;
      if (!isId(accommodationId)) throw accommodationNotFound();
      const weddingId = currentWedding(res).id;
      await prisma.$transaction(async (tx) => {
        const { count } = await tx.accommodation.updateMany({
          where: { id: accommodationId, weddingId },
          data: accommodationFields(input),
        });
        if (count === 0) throw accommodationNotFound();
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'accommodation.changed',
          subject: input.name,
        });
      });
      const accommodation = await prisma.accommodation.findUniqueOrThrow({ where: { id: accommodationId } });
      res.json({ accommodation: accommodationView(accommodation) });
    },
  );

  router.delete(
    '/api/weddings/:weddingId/accommodations/:accommodationId',
    ...memberRoute(deps, 'editWedding'),
    async (req, res) => {
      const accommodationId = req.params.accommodationId;
      if (!isId(accommodationId)) throw accommodationNotFound();
      const weddingId = currentWedding(res).id;
      await prisma.$transaction(async (tx) => {
        const accommodation = await tx.accommodation.findFirst({
          where: { id: accommodationId, weddingId },
          select: { name: true },
        });
        if (!accommodation) throw accommodationNotFound();
        await tx.accommodation.delete({ where: { id: accommodationId } });
        await recordActivity(tx, weddingId, memberActor(res), {
          action: 'accommodation.deleted',
          subject: accommodation.name,
        });
      });
      res.status(204).end();
    },
  );
}

function sharedEventFields(input: ReturnType<typeof scheduleEventPayloadSchema.parse>) {
  return {
    day: new Date(`${input.day}T00:00:00.000Z`),
    time: input.time,
    endTime: blankToNull(input.endTime),
    location: blankToNull(input.location),
    type: input.type,
    required: input.required,
  };
}

function accommodationFields(input: ReturnType<typeof accommodationPayloadSchema.parse>) {
  return {
    type: input.type,
    name: input.name,
    address: input.address,
    priceRange: blankToNull(input.priceRange),
    distance: blankToNull(input.distance),
    phone: blankToNull(input.phone),
    website: blankToNull(input.website),
    specialRate: blankToNull(input.specialRate),
    amenities: input.amenities,
  };
}
