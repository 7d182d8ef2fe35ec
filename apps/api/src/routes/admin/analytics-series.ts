import { adminAnalyticsQuerySchema } from '@wedding/core';
import { Prisma } from '@wedding/db';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../../context.js';
import { parseQuery } from '../../http/validate.js';

type DayCount = { day: string; n: number };

const DAY_MS = 86_400_000;

/** Every day of [from, to] as yyyy-mm-dd. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** Rows of `table` per day of `column` (a timestamp) within [start, end). The names are ours, never input. */
function countPerDay(
  table: 'users' | 'weddings' | 'rsvps',
  column: 'createdAt' | 'submittedAt',
  start: Date,
  end: Date,
) {
  return Prisma.sql`
    SELECT to_char(date_trunc('day', ${Prisma.raw(`"${column}"`)}), 'YYYY-MM-DD') AS day, count(*)::int AS n
    FROM ${Prisma.raw(`"${table}"`)}
    WHERE ${Prisma.raw(`"${column}"`)} >= ${start} AND ${Prisma.raw(`"${column}"`)} < ${end}
    GROUP BY 1`;
}

/**
 * GET /api/admin/analytics/series?from&to (yyyy-mm-dd, at most a year): per day the sign-ups, new weddings, sites
 * guests opened, RSVPs and site views, for the admin charts (each with its table).
 */
export function adminAnalyticsSeries(deps: AppDeps): RequestHandler {
  return async (req, res) => {
    const { from, to } = parseQuery(adminAnalyticsQuerySchema, req);
    const start = new Date(`${from}T00:00:00.000Z`);
    const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
    const [signups, weddings, rsvps, views] = await Promise.all([
      deps.prisma.$queryRaw<DayCount[]>(countPerDay('users', 'createdAt', start, end)),
      deps.prisma.$queryRaw<DayCount[]>(countPerDay('weddings', 'createdAt', start, end)),
      deps.prisma.$queryRaw<DayCount[]>(countPerDay('rsvps', 'submittedAt', start, end)),
      deps.prisma.$queryRaw<{ day: string; views: number; sites: number }[]>(Prisma.sql`
        SELECT to_char("day", 'YYYY-MM-DD') AS day, sum("views")::int AS views,
               count(*) FILTER (WHERE "views" > 0)::int AS sites
        FROM "wedding_daily_views"
        WHERE "day" >= ${start} AND "day" < ${end}
        GROUP BY 1`),
    ]);
    const byDay = (rows: DayCount[]) => new Map(rows.map((row) => [row.day, Number(row.n)]));
    const signupsByDay = byDay(signups);
    const weddingsByDay = byDay(weddings);
    const rsvpsByDay = byDay(rsvps);
    const viewsByDay = new Map(views.map((row) => [row.day, row]));
    res.json({
      from,
      to,
      days: daysOf(from, to).map((day) => ({
        day,
        signups: signupsByDay.get(day) ?? 0,
        weddings: weddingsByDay.get(day) ?? 0,
        activeSites: Number(viewsByDay.get(day)?.sites ?? 0),
        rsvps: rsvpsByDay.get(day) ?? 0,
        views: Number(viewsByDay.get(day)?.views ?? 0),
      })),
    });
  };
}
