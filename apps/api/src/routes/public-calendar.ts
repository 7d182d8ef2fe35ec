import { buildIcsEvent, calendarFileName, LOCALE_COOKIE, parseCustomization } from '@wedding/core';
import type { Router } from 'express';
import { z } from 'zod';
import { currentWedding, isId, requireGuestGrant } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { visibleEventIds } from '../events/index.js';
import { readCookie } from '../http/cookies.js';
import { HttpError } from '../http/errors.js';
import { parseQuery } from '../http/validate.js';
import { localeFrom, translated } from '../site/public-view.js';
import { pickInfo } from '../weddings/wedding-view.js';

const localeQuerySchema = z.object({ locale: z.string().max(10).optional() });
const eventNotFound = () => new HttpError(404, 'eventNotFound');

/**
 * Add-to-calendar: one schedule event as an iCalendar file (core `buildIcsEvent`: the times in the wedding's time zone).
 * Guests only, like the schedule itself. The title carries the couple's names, so the entry is recognisable
 * in a full calendar; the URL leads back to the site
 * (its schedule, unless the couple hides it) in the guest's language.
 */
export function registerPublicCalendarRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;

  router.get(
    '/api/public/weddings/:slug/events/:eventId/calendar.ics',
    requireGuestGrant(deps),
    async (req, res) => {
      // A link without ?locale still answers in the guest's language (the site's preferred-locale cookie).
      const locale = localeFrom(
        parseQuery(localeQuerySchema, req).locale ?? readCookie(req, LOCALE_COOKIE.name),
      );
      const wedding = currentWedding(res);
      const eventId = req.params.eventId;
      if (!isId(eventId)) throw eventNotFound();
      const event = await prisma.scheduleEvent.findFirst({ where: { id: eventId, weddingId: wedding.id } });
      if (!event) throw eventNotFound();
      // An event the household is not invited to does not exist for it, as on its schedule.
      const visitor = res.locals.guestAccess === 'grant' ? 'grant' : 'member';
      if (!(await visibleEventIds(deps, req, visitor, wedding.id)).has(event.id)) throw eventNotFound();
      const [infos, stored] = await Promise.all([
        prisma.weddingInfo.findMany({
          where: { weddingId: wedding.id },
          select: { locale: true, brideName: true, groomName: true },
        }),
        prisma.wedding.findUniqueOrThrow({
          where: { id: wedding.id },
          select: { customization: true, timeZone: true },
        }),
      ]);
      // The entry leads back to the schedule while the couple shows it, else to the top of the site.
      const anchor = parseCustomization(stored.customization).features.showSchedule ? '#schedule' : '';
      const info = pickInfo(infos, locale);
      const couple = [info?.brideName, info?.groomName].filter(Boolean).join(' & ');
      const { title, description } = translated(event, locale);
      const siteUrl = `${req.protocol}://${req.get('host')}/${locale}/w/${wedding.slug}${anchor}`;
      const ics = buildIcsEvent({
        uid: `${event.id}@${deps.config.webauthn.rpId}`,
        createdAt: deps.now(),
        date: event.day.toISOString().slice(0, 10),
        startTime: event.time,
        endTime: event.endTime,
        title: couple ? `${title} · ${couple}` : title,
        description,
        location: event.location,
        url: siteUrl,
        timeZone: stored.timeZone,
      });
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${calendarFileName(title, 'wedding')}"`);
      res.send(ics);
    },
  );
}
