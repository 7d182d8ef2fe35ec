import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_VIEW_ISLAND_MODULES, LOCALE_MODULE, SCREEN_MODULES } from '../src/screens/screen-modules';
import type { LoadersByModule } from './chunk-plan';

/**
 * The phone metadata of the RSVP wizard's default dial code (+49, @wedding/rsvp's DEFAULT_DIAL_CODE), which the
 * wizard loads as soon as it shows: in the wizard's chunk it is no second round trip.
 */
export const DEFAULT_DIAL_CODE_METADATA = /\/phone-metadata\/calling-codes\/49\.js$/;
const LAZY_ISLAND = /\/islands\/content\/\w+Island\.js$/;
/** What the RSVP section loads when the guest heads for it: the wizard and the answers sent from this device. */
const RSVP_SECTION = /\/sections\/RsvpSection\/lazy-(?:rsvp-wizard|own-rsvps)\.js$/;

/** What the page is doing when it loads a module, as far as the chunks are concerned. */
type Occasion =
  | 'boot'
  | 'entry'
  | 'site'
  | 'screen'
  | 'rsvp-manage'
  | 'strings'
  | 'island'
  | 'rsvp'
  | 'other';

/**
 * The groups of the site's browser build: chunks by what a page loads at one time, instead of rolldown's split by
 * every combination of loaders, which left the packages' small shared modules (their tsup chunks) in chunks of
 * 0.1-2 KB, each a request a phone on a slow network pays for on its own. `loaders` tells, for each module, which
 * entries and lazily imported modules download it (chunk-plan.ts). A module no rule names keeps rolldown's split.
 *
 * - `shared`: what entry-client loads, and what the admitted site's first view (island hydrator, header) shares with
 *   another screen; every page loads it anyway.
 * - `site`: the rest of the admitted site's first view.
 * - `strings-<locale>`: the three string catalogues of one locale (core, ui, guest-site), loaded together.
 * - `islands`: the lazily hydrated islands; a short page wants them all at once.
 * - `rsvp`: the RSVP wizard, the answers sent from this device and the default dial code's phone metadata, which the
 *   section loads together; `rsvp-client`: what it shares with the private RSVP page only.
 * - A module the RSVP section shares with the door or another private page (core's enums and API error keys, ~1 KB)
 *   rides in `shared`: a request of its own would cost a phone more than its bytes.
 */
export function siteChunkGroups(appRoot: string, loaders: LoadersByModule): Rolldown.CodeSplittingGroup[] {
  const file = (relative: string) => path.join(appRoot, relative);
  const entry = file('src/entry-client.tsx');
  const { site, rsvpManage, ...wholeScreens } = SCREEN_MODULES;
  const screens = new Set(Object.values(wholeScreens).map(file));
  const occasionOf = (loader: string): Occasion => {
    if (loader === file('src/boot.ts') || loader === file('index.html')) return 'boot';
    if (loader === entry) return 'entry';
    if (loader === file(site) || FIRST_VIEW_ISLAND_MODULES.test(loader)) return 'site';
    if (loader === file(rsvpManage)) return 'rsvp-manage';
    if (screens.has(loader)) return 'screen';
    if (LOCALE_MODULE.test(loader)) return 'strings';
    if (LAZY_ISLAND.test(loader)) return 'island';
    if (RSVP_SECTION.test(loader) || DEFAULT_DIAL_CODE_METADATA.test(loader)) return 'rsvp';
    return 'other';
  };

  const groupOf = (id: string): string | null => {
    const moduleLoaders = [...(loaders.get(id) ?? [])];
    const occasions = new Set(moduleLoaders.map(occasionOf));
    const only = (...allowed: Occasion[]) => [...occasions].every((occasion) => allowed.includes(occasion));
    // boot.ts stays the page's only script before the first paint; entry-client keeps its own chunk, which boot
    // imports by the URL the server lists.
    if (moduleLoaders.length === 0 || occasions.has('boot') || id === entry) return null;
    if (only('strings')) {
      const locales = new Set(moduleLoaders.map((loader) => LOCALE_MODULE.exec(loader)?.[1]));
      return locales.size === 1 ? `strings-${[...locales][0]}` : null;
    }
    const screen = occasions.has('screen') || occasions.has('rsvp-manage');
    if (occasions.has('entry') || (occasions.has('site') && screen)) return 'shared';
    if (occasions.has('site')) return 'site';
    if (only('island')) return 'islands';
    if (only('rsvp')) return 'rsvp';
    if (occasions.has('rsvp') && only('rsvp', 'rsvp-manage')) return 'rsvp-client';
    if (occasions.has('rsvp') && screen) return 'shared';
    return null;
  };

  return [{ debugName: 'site-loading', name: groupOf, includeDependenciesRecursively: false }];
}

/**
 * A lazily imported module captured by a group has no chunk of its own, so Vite's manifest no longer names it; the
 * server finds a screen's, an island's and a locale's chunks by their modules (site-document.ts). This adds each
 * such module under its source path, pointing at its group's chunk.
 */
export function groupedModulesInManifest(appRoot: string, manifestFile: string): Plugin {
  return {
    name: 'wedding-grouped-modules-in-manifest',
    enforce: 'post',
    generateBundle: {
      // After Vite's own manifest plugin has written the file.
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle[manifestFile];
        if (asset?.type !== 'asset') return;
        const manifest = JSON.parse(asset.source.toString()) as Record<string, Record<string, unknown>>;
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
          const group = manifest[`_${path.basename(chunk.fileName)}`];
          if (!group) continue;
          for (const id of chunk.moduleIds) {
            if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
            const src = path.relative(appRoot, id).split(path.sep).join('/');
            manifest[src] = { ...group, src, isDynamicEntry: true };
          }
        }
        asset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}
