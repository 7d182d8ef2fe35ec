// The texts a guest reads, taken from the same catalogues the site renders from, so the flows find elements by
// role and translated name (no test ids) in every locale. A key missing from a catalogue fails loudly here
// instead of silently looking for the key itself.
import { readFileSync } from 'node:fs';
import { interpolate, type Locale, MESSAGE_CATALOGS, type MessageParams } from '@wedding/core';
import frameDe from '../../../packages/guest-site/src/frame/i18n/de.json' with { type: 'json' };
import frameEn from '../../../packages/guest-site/src/frame/i18n/en.json' with { type: 'json' };
import frameEs from '../../../packages/guest-site/src/frame/i18n/es.json' with { type: 'json' };
import frameHi from '../../../packages/guest-site/src/frame/i18n/hi.json' with { type: 'json' };
import framePl from '../../../packages/guest-site/src/frame/i18n/pl.json' with { type: 'json' };
import frameTr from '../../../packages/guest-site/src/frame/i18n/tr.json' with { type: 'json' };
import ownRsvpDe from '../../../packages/guest-site/src/own-rsvp/i18n/de.json' with { type: 'json' };
import ownRsvpEn from '../../../packages/guest-site/src/own-rsvp/i18n/en.json' with { type: 'json' };
import ownRsvpEs from '../../../packages/guest-site/src/own-rsvp/i18n/es.json' with { type: 'json' };
import ownRsvpHi from '../../../packages/guest-site/src/own-rsvp/i18n/hi.json' with { type: 'json' };
import ownRsvpPl from '../../../packages/guest-site/src/own-rsvp/i18n/pl.json' with { type: 'json' };
import ownRsvpTr from '../../../packages/guest-site/src/own-rsvp/i18n/tr.json' with { type: 'json' };
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
/** @wedding/guest-site own RSVP: the private RSVP page and "your answers" on the RSVP section. */
export const ownRsvpText = lookupIn('guest-site own RSVP', {
  de: ownRsvpDe,
  en: ownRsvpEn,
  pl: ownRsvpPl,
  tr: ownRsvpTr,
  hi: ownRsvpHi,
  es: ownRsvpEs,
} as Catalogues);
/** @wedding/ui component strings (menu buttons, theme toggle, language selector, stepper). */
export const uiText = lookupIn('ui', { de: uiDe, en: uiEn, pl: uiPl, tr: uiTr, hi: uiHi, es: uiEs });

/** Whole-string matcher for accessible names (exact, case-sensitive, special characters escaped). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}

/** The dashboard's areas and the folders holding their `i18n/<locale>.json`. */
const DASHBOARD_AREAS = {
  shell: 'shell',
  landing: 'screens/landing',
  auth: 'screens/auth',
  onboarding: 'screens/onboarding',
  overview: 'screens/overview',
  couple: 'screens/couple',
  invite: 'screens/invite',
  // Couple dashboard part 2: members, account, site content, locations.
  access: 'screens/access',
  account: 'screens/account',
  content: 'screens/content',
  invitation: 'screens/invitation',
  locations: 'screens/locations',
  schedule: 'screens/schedule',
  upgrade: 'screens/upgrade',
  // The design screens.
  theme: 'screens/theme',
  customize: 'screens/customize',
  gallery: 'screens/gallery',
  // Reaching guests.
  outreach: 'screens/outreach',
  mail: 'screens/mail',
  // Events, meals and seating.
  seating: 'screens/seating',
  // Planning together.
  activity: 'screens/activity',
  gifts: 'screens/gifts',
} as const;
export type DashboardArea = keyof typeof DASHBOARD_AREAS;

const areaCatalogues = new Map<string, Catalogue>();

/** One area's `i18n/<locale>.json` of a screen package (read once), as a lookup that fails on a missing key. */
function areaText(
  packageName: string,
  folder: string,
  area: string,
  key: string,
  locale: Locale,
  params?: MessageParams,
) {
  const id = `${packageName}/${folder}/${locale}`;
  let catalogue = areaCatalogues.get(id);
  if (!catalogue) {
    const file = new URL(
      `../../../packages/${packageName}/src/${folder}/i18n/${locale}.json`,
      import.meta.url,
    );
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    areaCatalogues.set(id, catalogue);
  }
  const template = catalogue[key];
  if (template === undefined)
    throw new Error(`the ${packageName} ${area} catalogue (${locale}) has no key '${key}'`);
  return interpolate(template, params);
}

/** @wedding/dashboard strings of one area (landing, auth, onboarding, shell, couple, invite, ...). */
export function dashboardText(
  area: DashboardArea,
  key: string,
  locale: Locale,
  params?: MessageParams,
): string {
  return areaText('dashboard', DASHBOARD_AREAS[area], area, key, locale, params);
}

/** The admin area's folders holding their `i18n/<locale>.json`. */
const ADMIN_AREAS = {
  shell: 'shell',
  common: 'components',
  overview: 'screens/overview',
  weddings: 'screens/weddings',
  customers: 'screens/customers',
  gallery: 'screens/gallery',
  locations: 'screens/locations',
  analytics: 'screens/analytics',
  messages: 'screens/messages',
  audit: 'screens/audit',
  database: 'screens/database',
  settings: 'screens/settings',
  outbox: 'screens/outbox',
} as const;
export type AdminArea = keyof typeof ADMIN_AREAS;

/** @wedding/admin strings of one area. */
export function adminText(area: AdminArea, key: string, locale: Locale, params?: MessageParams): string {
  return areaText('admin', ADMIN_AREAS[area], area, key, locale, params);
}

/** @wedding/guests areas (the guest list, the guest form, import and export, the RSVP desk). */
const GUESTS_AREAS = { list: 'list', form: 'form', transfer: 'transfer', desk: 'desk' } as const;
export type GuestsArea = keyof typeof GUESTS_AREAS;

/** @wedding/guests strings of one area. */
export function guestsText(area: GuestsArea, key: string, locale: Locale, params?: MessageParams): string {
  return areaText('guests', GUESTS_AREAS[area], area, key, locale, params);
}

/** @wedding/theme-studio strings (customizer, colour picker, contrast, brand panel and switcher). */
export function studioText(key: string, locale: Locale, params?: MessageParams): string {
  const id = `theme-studio/${locale}`;
  let catalogue = areaCatalogues.get(id);
  if (!catalogue) {
    const file = new URL(`../../../packages/theme-studio/src/i18n/locales/${locale}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    areaCatalogues.set(id, catalogue);
  }
  const template = catalogue[key];
  if (template === undefined) throw new Error(`the theme-studio catalogue (${locale}) has no key '${key}'`);
  return interpolate(template, params);
}
