import type { Locale } from '@wedding/core';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import hi from './locales/hi.json';
import pl from './locales/pl.json';
import tr from './locales/tr.json';

/** German is the source catalogue: every other locale must provide exactly its keys. */
export type UiMessages = typeof de;
export type UiMessageKey = keyof UiMessages;

export const uiMessages: Record<Locale, UiMessages> = { de, en, pl, tr, hi, es };
