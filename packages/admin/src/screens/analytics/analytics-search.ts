import { ANALYTICS_MAX_DAYS } from '@wedding/core';
import { z } from 'zod';

/** The ranges offered with one choice (days, ending today). */
export const ANALYTICS_PRESETS = [7, 30, 90, 365] as const;
export const DEFAULT_ANALYTICS_DAYS = 30;

const day = z.iso.date().optional().catch(undefined);

/** /admin/analytics?from&to: the range in the URL (an empty one means the last 30 days). */
export const analyticsSearchSchema = z.object({ from: day, to: day });
export type AnalyticsSearch = z.output<typeof analyticsSearchSchema>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The `days` days ending on `today` (UTC calendar days, as the API counts them). */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const from = new Date(today);
  from.setUTCDate(from.getUTCDate() - (Math.min(days, ANALYTICS_MAX_DAYS) - 1));
  return { from: isoDay(from), to: isoDay(today) };
}

/** The range to show: the URL's when it has both ends, otherwise the default. */
export function analyticsRange(search: AnalyticsSearch, today = new Date()): { from: string; to: string } {
  return search.from && search.to
    ? { from: search.from, to: search.to }
    : lastDays(DEFAULT_ANALYTICS_DAYS, today);
}
