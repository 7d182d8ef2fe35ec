import { DEFAULT_COUNTRY } from '@wedding/core';
import { dialCodeOf } from '@wedding/ui';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAL_CODE_METADATA, groupedModulesInManifest, siteChunkGroups } from './chunk-groups';
import type { LoadersByModule } from './chunk-plan';

const app = '/repo/apps/site';
const guestSite = '/repo/packages/guest-site/dist';
const loader = {
  boot: `${app}/src/boot.ts`,
  entry: `${app}/src/entry-client.tsx`,
  hydrator: `${app}/src/islands/hydrate-site-islands.tsx`,
  header: `${guestSite}/islands/content/HeaderIsland.js`,
  access: `${app}/src/screens/AccessScreen.tsx`,
  rsvpManage: `${app}/src/screens/RsvpManageScreen.tsx`,
  unsubscribe: `${app}/src/screens/UnsubscribeScreen.tsx`,
  schedule: `${guestSite}/islands/content/ScheduleIsland.js`,
  rsvpIsland: `${guestSite}/islands/content/RsvpIsland.js`,
  wizard: `${guestSite}/sections/RsvpSection/lazy-rsvp-wizard.js`,
  ownRsvps: `${guestSite}/sections/RsvpSection/lazy-own-rsvps.js`,
  plus49: '/repo/packages/core/dist/phone-metadata/calling-codes/49.js',
  plus44: '/repo/packages/core/dist/phone-metadata/calling-codes/44.js',
  userMenu: `${app}/src/islands/user-menu.ts`,
  coreDe: '/repo/packages/core/dist/messages/catalogs/de.js',
  uiDe: '/repo/packages/ui/dist/i18n/locales/de.js',
  uiEn: '/repo/packages/ui/dist/i18n/locales/en.js',
};
type LoaderName = keyof typeof loader;

/** The name of the group `id` lands in. */
function groupOf(id: string, loaders: LoadersByModule): unknown {
  const [group] = siteChunkGroups(app, loaders);
  return typeof group?.name === 'function' ? group.name(id, {} as Rolldown.ChunkingContext) : group?.name;
}

/** The group a module lands in when these loaders download it. */
const groupFor = (...loaders: LoaderName[]) =>
  groupOf('/module.js', new Map([['/module.js', new Set(loaders.map((name) => loader[name]))]]));

describe('siteChunkGroups: chunks by what a page loads at one time', () => {
  it('leaves boot alone (the only script before the first paint) and entry-client in its own entry chunk', () => {
    expect(groupFor('boot', 'entry')).toBeNull();
    expect(groupOf(loader.entry, new Map([[loader.entry, new Set([loader.entry])]]))).toBeNull();
  });

  it('puts what entry-client loads, and what the site first view shares with another screen, in the shared chunk', () => {
    expect(groupFor('entry', 'hydrator', 'access', 'wizard')).toBe('shared');
    expect(groupFor('header', 'access', 'rsvpManage')).toBe('shared');
  });

  it("keeps the rest of the admitted site's first view (island hydrator, header) together", () => {
    expect(groupFor('hydrator')).toBe('site');
    expect(groupFor('header', 'hydrator', 'schedule', 'wizard')).toBe('site');
  });

  it('merges the string catalogues of one locale, and only of one', () => {
    expect(groupFor('coreDe', 'uiDe')).toBe('strings-de');
    expect(groupFor('uiDe', 'uiEn')).toBeNull();
    expect(groupFor('uiEn', 'ownRsvps')).toBeNull();
  });

  it('loads the lazily hydrated islands together, apart from the first view', () => {
    expect(groupFor('schedule', 'rsvpIsland')).toBe('islands');
  });

  it("keeps the RSVP section's code (wizard, own answers, default phone metadata) apart from the islands", () => {
    expect(groupFor('wizard', 'ownRsvps', 'plus49')).toBe('rsvp');
    expect(groupFor('ownRsvps', 'rsvpManage')).toBe('rsvp-client');
    expect(groupFor('wizard', 'unsubscribe')).toBe('shared');
    expect(groupFor('wizard', 'schedule')).toBeNull();
    expect(groupFor('plus44')).toBeNull();
    expect(groupFor('userMenu')).toBeNull();
  });

  it("takes the metadata of the wizard's default dial code (@wedding/rsvp's, from the default country)", () => {
    const callingCode = dialCodeOf(DEFAULT_COUNTRY).slice(1);
    expect(`/repo/packages/core/dist/phone-metadata/calling-codes/${callingCode}.js`).toMatch(
      DEFAULT_DIAL_CODE_METADATA,
    );
  });
});

describe('groupedModulesInManifest', () => {
  it("names a lazily imported module captured by a group under its source path, with its group's chunk", () => {
    const group = { file: 'assets/site-abc.js', name: 'site', imports: ['_shared-def.js'] };
    const manifest = { '_site-abc.js': group, 'src/entry-client.tsx': { file: 'assets/entry-client-1.js' } };
    const bundle = {
      'manifest.json': { type: 'asset', source: JSON.stringify(manifest) },
      'assets/site-abc.js': {
        type: 'chunk',
        fileName: 'assets/site-abc.js',
        facadeModuleId: null,
        moduleIds: [loader.hydrator, `${app}/src/islands/when-island-wanted.ts`, loader.header],
      },
    };
    const lazy = new Set([loader.hydrator, loader.header]);
    const plugin = groupedModulesInManifest(app, 'manifest.json');
    const hook = plugin.generateBundle as { handler: (...args: unknown[]) => void };
    hook.handler.call(
      { getModuleInfo: (id: string) => ({ dynamicImporters: lazy.has(id) ? ['/importer.ts'] : [] }) },
      {},
      bundle,
    );
    const written = JSON.parse(bundle['manifest.json'].source);
    expect(written['src/islands/hydrate-site-islands.tsx']).toEqual({
      ...group,
      src: 'src/islands/hydrate-site-islands.tsx',
      isDynamicEntry: true,
    });
    expect(written['../../packages/guest-site/dist/islands/content/HeaderIsland.js']).toMatchObject({
      file: 'assets/site-abc.js',
    });
    expect(written['src/islands/when-island-wanted.ts']).toBeUndefined();
    expect(written['src/entry-client.tsx']).toEqual(manifest['src/entry-client.tsx']);
  });
});
