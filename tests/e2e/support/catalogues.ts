// The texts a guest reads, taken from the same catalogues the site renders from, so the flows find elements by
// role and translated name (no test ids) in every locale. A key missing from a catalogue fails loudly here
// instead of silently looking for the key itself.
import { interpolate, type Locale, MESSAGE_CATALOGS, type MessageParams } from '@wedding/core';
import frameDe from '../../../packages/guest-site/src/frame/i18n/de.json' with { type: 'json' };
import frameEn from '../../../packages/guest-site/src/frame/i18n/en.json' with { type: 'json' };
import frameEs from '../../../packages/guest-site/src/frame/i18n/es.json' with { type: 'json' };
import frameHi from '../../../packages/guest-site/src/frame/i18n/hi.json' with { type: 'json' };
import framePl from '../../../packages/guest-site/src/frame/i18n/pl.json' with { type: 'json' };
import frameTr from '../../../packages/guest-site/src/frame/i18n/tr.json' with { type: 'json' };
import sectionsDe from '../../../packages/guest-site/src/sections/i18n/de.json' with { type: 'json' };
import sectionsEn from '../../../packages/guest-site/src/sections/i18n/en.json' with { type: 'json' };
import sectionsEs from '../../../packages/guest-site/src/sections/i18n/es.json' with { type: 'json' };
import sectionsHi from '../../../packages/guest-site/src/sections/i18n/hi.json' with { type: 'json' };
import sectionsPl from '../../../packages/guest-site/src/sections/i18n/pl.json' with { type: 'json' };
import sectionsTr from '../../../packages/guest-site/src/sections/i18n/tr.json' with { type: 'json' };
import uiDe from '../../../packages/ui/src/i18n/locales/de.json' with { type: 'json' };
import uiEn from '../../../packages/ui/src/i18n/locales/en.json' with { type: 'json' };
import uiEs from '../../../packages/ui/src/i18n/locales/es.json' with { type: 'json' };
import uiHi from '../../../packages/ui/src/i18n/locales/hi.json' with { type: 'json' };
import uiPl from '../../../packages/ui/src/i18n/locales/pl.json' with { type: 'json' };
import uiTr from '../../../packages/ui/src/i18n/locales/tr.json' with { type: 'json' };

type Catalogue = Record<string, string>;
type Catalogues = Record<Locale, Catalogue>;

function lookupIn(area: string, catalogues: Catalogues) {
  return (key: string, locale: Locale, params?: MessageParams): string => {
    const template = catalogues[locale][key];
    if (template === undefined) throw new Error(`the ${area} catalogue (${locale}) has no key '${key}'`);
    return interpolate(template, params);
  };
}

/** @wedding/core messages (access code errors, RSVP wizard, error screens). */
export const coreText = lookupIn('core', MESSAGE_CATALOGS as unknown as Catalogues);
/** @wedding/guest-site frame: access screen, header, page, error screens. */
export const frameText = lookupIn('guest-site frame', {
  de: frameDe,
  en: frameEn,
  pl: framePl,
  tr: frameTr,
  hi: frameHi,
  es: frameEs,
} as Catalogues);
/** @wedding/guest-site sections: hero, info, locations, schedule, accommodations, gallery, countdown, RSVP. */
export const sectionText = lookupIn('guest-site sections', {
  de: sectionsDe,
  en: sectionsEn,
  pl: sectionsPl,
  tr: sectionsTr,
  hi: sectionsHi,
  es: sectionsEs,
} as Catalogues);
/** @wedding/ui component strings (menu buttons, theme toggle, language selector, stepper). */
export const uiText = lookupIn('ui', { de: uiDe, en: uiEn, pl: uiPl, tr: uiTr, hi: uiHi, es: uiEs });

/** Whole-string matcher for accessible names (exact, case-sensitive, special characters escaped). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}
