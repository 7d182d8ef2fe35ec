import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  fontStylesheetsFromManifest,
  localeChunksFromManifest,
  screenChunksFromManifest,
  userMenuChunksFromManifest,
} from './site-document';

const manifest = {
  'index.html': { file: 'assets/index-1.js', name: 'index', isEntry: true, imports: ['_chunk-a.js'] },
  '_chunk-a.js': { file: 'assets/chunk-a.js' },
  '../../packages/core/dist/messages/catalogs/de.js': {
    file: 'assets/de-x.js',
    src: '../../packages/core/dist/messages/catalogs/de.js',
    isDynamicEntry: true,
  },
  '../../packages/ui/dist/de-PH46KRJN.js': {
    file: 'assets/de-y.js',
    src: '../../packages/ui/dist/de-PH46KRJN.js',
    isDynamicEntry: true,
    imports: ['_shared-strings.js', 'index.html'],
  },
  '_shared-strings.js': { file: 'assets/shared-strings.js' },
  '../../packages/guest-site/dist/i18n/site-text/en.js': {
    file: 'assets/en-z.js',
    src: '../../packages/guest-site/dist/i18n/site-text/en.js',
    isDynamicEntry: true,
  },
  // A lazy chunk whose name merely starts with a locale code is not a catalogue.
  '../../packages/rsvp/dist/defaults.js': { file: 'assets/defaults.js', isDynamicEntry: true },
  // The unsubscribe page's strings: that page loads its locale itself, no other page may preload them.
  '../../packages/guest-site/dist/unsubscribe/i18n/unsubscribe-de.js': {
    file: 'assets/unsubscribe-de-1.js',
    src: '../../packages/guest-site/dist/unsubscribe/i18n/unsubscribe-de.js',
    isDynamicEntry: true,
  },
  'src/islands/hydrate-site-islands.tsx': {
    file: 'assets/hydrate-site-islands-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_islands.js'],
  },
  '_islands.js': { file: 'assets/islands.js', imports: ['_chunk-a.js'] },
  '../../packages/guest-site/dist/islands/content/HeaderIsland.js': {
    file: 'assets/HeaderIsland-1.js',
    isDynamicEntry: true,
    imports: ['_islands.js', '_header.js'],
  },
  '_header.js': { file: 'assets/header.js' },
  // Hydrated when its refresh is due, or when the guest scrolls near: not preloaded.
  '../../packages/guest-site/dist/islands/content/CountdownIsland.js': {
    file: 'assets/CountdownIsland-1.js',
    isDynamicEntry: true,
    imports: ['_islands.js'],
  },
  '../../packages/guest-site/dist/islands/content/GalleryIsland.js': {
    file: 'assets/GalleryIsland-1.js',
    isDynamicEntry: true,
  },
  // Loaded by a signed-in member's page only.
  'src/islands/user-menu.ts': {
    file: 'assets/user-menu-1.js',
    isDynamicEntry: true,
    imports: ['_chunk-a.js', '_avatar.js'],
  },
  '_avatar.js': { file: 'assets/avatar.js' },
  'src/screens/AccessScreen.tsx': {
    file: 'assets/AccessScreen-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_chunk-a.js'],
  },
  'node_modules/.wedding-fonts/font-inter.css': {
    file: 'assets/font-inter-1.css',
    name: 'font-inter',
    isEntry: true,
  },
  'node_modules/.wedding-fonts/font-noto-sans-devanagari.css': {
    file: 'assets/font-noto-sans-devanagari-1.css',
    name: 'font-noto-sans-devanagari',
    isEntry: true,
  },
};

describe('localeChunksFromManifest', () => {
  it('finds every catalogue chunk of a locale with its imports (not the entry), and nothing of other locales', () => {
    const chunks = localeChunksFromManifest(manifest);
    expect(chunks?.('de')).toEqual(['/assets/de-x.js', '/assets/de-y.js', '/assets/shared-strings.js']);
    expect(chunks?.('en')).toEqual(['/assets/en-z.js']);
    expect(chunks?.('hi')).toEqual([]);
  });
});

describe('screenChunksFromManifest', () => {
  it('preloads the screen chunk and its imports, not the entry', () => {
    const chunks = screenChunksFromManifest(manifest);
    expect(chunks?.('access')).toEqual(['/assets/AccessScreen-1.js', '/assets/chunk-a.js']);
    expect(chunks?.('error')).toEqual([]);
  });

  it('preloads, for the admitted site, the island hydrator and the islands of every first view', () => {
    expect(screenChunksFromManifest(manifest)?.('site')).toEqual([
      '/assets/hydrate-site-islands-1.js',
      '/assets/islands.js',
      '/assets/chunk-a.js',
      '/assets/HeaderIsland-1.js',
      '/assets/header.js',
    ]);
  });
});

describe('userMenuChunksFromManifest', () => {
  it("lists the user menu's chunk with its imports, apart from every screen's first view", () => {
    expect(userMenuChunksFromManifest(manifest)).toEqual([
      '/assets/user-menu-1.js',
      '/assets/chunk-a.js',
      '/assets/avatar.js',
    ]);
    expect(screenChunksFromManifest(manifest)?.('site')).not.toContain('/assets/user-menu-1.js');
  });
});

describe('fontStylesheetsFromManifest', () => {
  it('maps a catalogue web font to its own stylesheet; system fonts and unknown names get none', () => {
    const href = fontStylesheetsFromManifest(manifest);
    expect(href?.('Inter')).toBe('/assets/font-inter-1.css');
    expect(href?.('Georgia')).toBeUndefined();
    expect(href?.('No Such Font')).toBeUndefined();
  });

  it('maps the Devanagari script fallback font to its stylesheet', () => {
    const href = fontStylesheetsFromManifest(manifest);
    expect(href?.('Noto Sans Devanagari')).toBe('/assets/font-noto-sans-devanagari-1.css');
  });
});

describe('fillTemplate', () => {
  const page = {
    htmlAttributes: 'lang="en"',
    head: '<title>$& x</title>',
    html: '<main>$1</main>',
    status: 200,
  };

  it('fills the html attributes, the head and the root, taking $ patterns literally', () => {
    const html = fillTemplate(
      '<html lang="de" data-ssr-html-attributes><head><!--ssr-head--></head><div id="root"><!--ssr-body--></div></html>',
      page,
    );
    expect(html).toBe(
      '<html lang="en"><head><title>$& x</title></head><div id="root"><main>$1</main></div></html>',
    );
  });

  it('refuses a template without its placeholders (a broken build must not serve empty pages)', () => {
    expect(() => fillTemplate('<html><head></head></html>', page)).toThrow(/lacks/);
  });
});
