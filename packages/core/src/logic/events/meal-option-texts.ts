import type { Locale } from '../../constants';
import { eventTextFor, fallbackEventText, scheduleEventTexts } from '../site-content/schedule-event-texts';

export interface MealText {
  name: string;
  description: string | null;
}
export type MealTexts = Partial<Record<Locale, MealText>>;

type StoredMeal = { name: string; description: string | null; translations: unknown };

/** MealOption.translations ({[locale]: {name, description}}) read with the schedule's rules for written languages. */
const asEventRow = (meal: StoredMeal) => {
  const source =
    meal.translations && typeof meal.translations === 'object' && !Array.isArray(meal.translations)
      ? (meal.translations as Record<string, unknown>)
      : {};
  const translations: Record<string, unknown> = {};
  for (const [locale, entry] of Object.entries(source)) {
    if (!entry || typeof entry !== 'object') continue;
    const { name, description } = entry as { name?: unknown; description?: unknown };
    translations[locale] = { title: name, description };
  }
  return { title: meal.name, description: meal.description, translations };
};

const toMeal = (text: { title: string; description: string | null }): MealText => ({
  name: text.title,
  description: text.description,
});

/** Every language a meal option is named in (the row's own name counts as the main language's when no copy). */
export function mealOptionTexts(meal: StoredMeal, mainLocale: Locale): MealTexts {
  const texts: MealTexts = {};
  for (const [locale, text] of Object.entries(scheduleEventTexts(asEventRow(meal), mainLocale))) {
    if (text) texts[locale as Locale] = toMeal(text);
  }
  return texts;
}

const asEventTexts = (texts: MealTexts) =>
  Object.fromEntries(
    Object.entries(texts).map(([locale, text]) => [
      locale,
      { title: text.name, description: text.description },
    ]),
  );

/** The name the row keeps as its fallback after a change: the main language's, else the first written one. */
export function fallbackMealText(texts: MealTexts, mainLocale: Locale): MealText | null {
  const text = fallbackEventText(asEventTexts(texts), mainLocale);
  return text ? toMeal(text) : null;
}

/** What a guest reading `guestLocale` sees of a meal option: their language, else the main one, else any. */
export function mealTextFor(meal: StoredMeal, guestLocale: Locale, mainLocale: Locale): MealText {
  const text = eventTextFor(asEventTexts(mealOptionTexts(meal, mainLocale)), guestLocale, mainLocale);
  return text ? toMeal(text) : { name: meal.name, description: meal.description };
}
