import {
  fallbackMealText,
  type Locale,
  type MealOptionPayload,
  type MealTexts,
  mealOptionTexts,
} from '@wedding/core';
import type { Prisma } from '@wedding/db';
import { HttpError } from '../http/errors.js';

const blankToNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Replaces an event's meal options with the list sent, in its order, inside the caller's transaction: an option with
 * an id keeps its other languages and gets this language's name (when one is given); one without is new; one left
 * out is removed (its guests keep their answer without a meal). An id that is not one of this event's options
 * answers 404.
 */
export async function saveMealOptions(
  tx: Prisma.TransactionClient,
  eventId: string,
  locale: Locale,
  mainLocale: Locale,
  options: readonly MealOptionPayload[] | undefined,
): Promise<void> {
  if (options === undefined) return;
  const existing = await tx.mealOption.findMany({ where: { eventId } });
  const byId = new Map(existing.map((option) => [option.id, option]));
  if (options.some((option) => option.id !== undefined && !byId.has(option.id))) {
    throw new HttpError(404, 'mealOptionNotFound');
  }
  const kept = new Set(options.flatMap((option) => (option.id === undefined ? [] : [option.id])));
  await tx.mealOption.deleteMany({ where: { eventId, id: { notIn: [...kept] } } });
  for (const [sortOrder, option] of options.entries()) {
    const before = option.id === undefined ? undefined : byId.get(option.id);
    const texts: MealTexts = before ? mealOptionTexts(before, mainLocale) : {};
    // Unnamed in this language (an existing option only): its other languages stand for it, as for a guest.
    if (option.name) texts[locale] = { name: option.name, description: blankToNull(option.description) };
    const fallback = fallbackMealText(texts, mainLocale) ?? { name: option.name ?? '', description: null };
    const data = {
      name: fallback.name,
      description: fallback.description,
      translations: texts as Prisma.InputJsonObject,
      isKids: option.isKids,
      sortOrder,
    };
    if (before) await tx.mealOption.update({ where: { id: before.id }, data });
    else await tx.mealOption.create({ data: { eventId, ...data } });
  }
}
