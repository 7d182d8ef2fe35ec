import { LOCALES, type Locale } from '../../constants';
import { isWritten, siteTextFallbackOrder } from './site-text-fallback';

export interface EventText {
  title: string;
  description: string | null;
}
export type EventTexts = Partial<Record<Locale, EventText>>;

/** The per-language texts stored in ScheduleEvent.translations ({[locale]: {title, description}}); junk is dropped. */
export function parseEventTranslations(translations: unknown): EventTexts {
  if (!translations || typeof translations !== 'object' || Array.isArray(translations)) return {};
  const texts: EventTexts = {};
  for (const locale of LOCALES) {
    const entry = (translations as Record<string, unknown>)[locale];
    if (!entry || typeof entry !== 'object') continue;
    const { title, description } = entry as { title?: unknown; description?: unknown };
    if (!isWritten(typeof title === 'string' ? title : null)) continue;
    texts[locale] = {
      title: title as string,
      description: typeof description === 'string' && description !== '' ? description : null,
    };
  }
  return texts;
}

/**
 * Every language an event is written in. The row's own title/description is a copy of one language's text (the
 * fallback guests read); in rows written before per-language editing it is the main language's text itself,
 * which is recognised by matching no stored translation.
 */
export function scheduleEventTexts(
  event: { title: string; description: string | null; translations: unknown },
  mainLocale: Locale,
): EventTexts {
  const texts = parseEventTranslations(event.translations);
  const baseIsACopy = Object.values(texts).some(
    (text) => text.title === event.title && (text.description ?? null) === (event.description ?? null),
  );
  if (!baseIsACopy && !texts[mainLocale] && isWritten(event.title)) {
    texts[mainLocale] = { title: event.title, description: event.description || null };
  }
  return texts;
}

/**
 * The text a row keeps as its fallback (ScheduleEvent.title/description) after a change: the main language's
 * when written, else the first written language in the product's order.
 */
export function fallbackEventText(texts: EventTexts, mainLocale: Locale): EventText | null {
  for (const locale of siteTextFallbackOrder(mainLocale, mainLocale)) {
    const text = texts[locale];
    if (text) return text;
  }
  return null;
}

/** What a guest reading `guestLocale` sees of an event: their language, else the main one, else any. */
export function eventTextFor(texts: EventTexts, guestLocale: Locale, mainLocale: Locale): EventText | null {
  for (const locale of siteTextFallbackOrder(guestLocale, mainLocale)) {
    const text = texts[locale];
    if (text) return text;
  }
  return null;
}
