import type { Locale } from '@wedding/core';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import hi from './locales/hi.json';
import pl from './locales/pl.json';
import tr from './locales/tr.json';

/** German is the source catalogue: every other locale provides exactly its keys. */
export type StudioMessages = typeof de;
export type StudioMessageKey = keyof StudioMessages;

export const studioMessages: Record<Locale, StudioMessages> = { de, en, pl, tr, hi, es };
