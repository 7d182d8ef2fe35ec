import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants';
import { interpolate } from './interpolate';
import type { MessageParams } from './message-key';

type AreaCatalogue = Readonly<Record<string, Readonly<Record<string, string>>>>;
type LooseArea = Readonly<Record<string, string | undefined>>;

/**
 * The strings of a front-end package, by area (one folder's `i18n/<locale>.json`) and locale. Starts with what the
 * package preloads (every locale by default; none in a `wedding-lean` browser bundle, which registers the visitor's
 * locale after loading it). A lookup falls back to German, the source catalogue, then to the key itself, so a
 * missing string never throws.
 */
export function createAreaTextRegistry<Catalogue extends AreaCatalogue>(
  preloaded: Partial<Record<Locale, Catalogue>>,
) {
  const registered: Partial<Record<Locale, Catalogue>> = { ...preloaded };

  return {
    registered: (locale: Locale): Catalogue | undefined => registered[locale],
    register: (locale: Locale, catalogue: Catalogue): void => {
      registered[locale] = catalogue;
    },
    /** A typed lookup over one area's keys. */
    lookup<Area extends keyof Catalogue & string>(area: Area) {
      return (key: keyof Catalogue[Area] & string, locale: Locale, params?: MessageParams): string => {
        const own: LooseArea | undefined = registered[locale]?.[area];
        const german: LooseArea | undefined = registered[DEFAULT_LOCALE]?.[area];
        const template = own?.[key] ?? german?.[key] ?? key;
        return params ? interpolate(template, params) : template;
      };
    },
    /**
     * Whether `area` has a text for `key` (data-driven keys). Every locale has the same keys (catalogue tests), so
     * whichever locale is registered answers.
     */
    has(area: keyof Catalogue & string, key: string): boolean {
      for (const locale of LOCALES) {
        const catalogue = registered[locale]?.[area];
        if (catalogue) return Object.hasOwn(catalogue, key);
      }
      return false;
    },
  };
}

export type AreaTextRegistry<Catalogue extends AreaCatalogue> = ReturnType<
  typeof createAreaTextRegistry<Catalogue>
>;
