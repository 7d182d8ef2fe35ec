import { apiContract } from '@wedding/core';
import type { Router } from 'express';
import { currentWedding } from '../auth/middleware.js';
import type { AppDeps } from '../context.js';
import { weddingMainLocale } from '../couple/wedding-main-locale.js';
import { catererCsvText, catererSheet, catererXlsxBuffer, loadEventAttendance } from '../events/index.js';
import { HttpError } from '../http/errors.js';
import { serveRoute } from '../http/serve-route.js';
import { loadSeatTableNames } from '../seating/index.js';

const eventNotFound = () => new HttpError(404, 'eventNotFound');

/** Per-event head-counts and the caterer's list of each event (CSV and Excel), in the wedding's main language. */
export function registerEventRoutes(router: Router, deps: AppDeps): void {
  const { prisma } = deps;
  const { events } = apiContract;

  const attendanceOf = async (weddingId: string) => {
    const mainLocale = await weddingMainLocale(prisma, weddingId);
    return loadEventAttendance(prisma, weddingId, mainLocale, mainLocale);
  };

  serveRoute(router, deps, events.summary, async (_input, _req, res) => {
    const attendance = await attendanceOf(currentWedding(res).id);
    return {
      events: attendance.map((entry) => {
        const withMeals = entry.meals.length > 0;
        return {
          id: entry.event.id,
          title: entry.event.title,
          day: entry.event.day,
          time: entry.event.time,
          audience: entry.event.audience,
          invitedHouseholds: entry.invitedHouseholds,
          answeredHouseholds: entry.answeredHouseholds,
          attending: entry.guests.length + entry.unnamed,
          meals: entry.meals.map((meal) => ({
            ...meal,
            count: entry.guests.filter((guest) => guest.mealOptionId === meal.id).length,
          })),
          withoutMeal: withMeals
            ? entry.guests.filter((guest) => guest.mealOptionId === null).length + entry.unnamed
            : 0,
        };
      }),
    };
  });

  /** The event of the path among the wedding's, or 404 (a forged or another wedding's id). */
  const sheetOf = async (weddingId: string, eventId: string) => {
    const [attendance, tableOf] = await Promise.all([
      attendanceOf(weddingId),
      loadSeatTableNames(prisma, weddingId),
    ]);
    const entry = attendance.find((each) => each.event.id === eventId);
    if (!entry) throw eventNotFound();
    return {
      sheet: catererSheet(entry, tableOf),
      stem: `caterer-${entry.event.day}-${entry.event.time.replace(':', '')}`,
    };
  };

  serveRoute(router, deps, events.catererCsv, async ({ params }, _req, res) => {
    const wedding = currentWedding(res);
    const { sheet, stem } = await sheetOf(wedding.id, params.eventId);
    return { body: catererCsvText(sheet), filename: `${stem}-${wedding.slug}.csv` };
  });

  serveRoute(router, deps, events.catererXlsx, async ({ params }, _req, res) => {
    const wedding = currentWedding(res);
    const { sheet, stem } = await sheetOf(wedding.id, params.eventId);
    return { body: await catererXlsxBuffer(sheet, stem), filename: `${stem}-${wedding.slug}.xlsx` };
  });
}
