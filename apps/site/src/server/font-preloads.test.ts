import { describe, expect, it } from 'vitest';
import { fontFilesFor } from './font-preloads';

const latoAssets = [
  'assets/lato-latin-ext-400-normal-CK4GAP86.woff2',
  'assets/lato-latin-400-normal-BEhtfm5r.woff2',
  'assets/lato-latin-400-normal-B11PyLys.woff',
  'assets/lato-latin-ext-700-normal-C6gwlRgY.woff2',
  'assets/lato-latin-700-normal-BUGMgin4.woff2',
];

describe('fontFilesFor (the font files a page preloads)', () => {
  it('takes the Latin woff2 files of every weight for German, English, Spanish and Hindi', () => {
    for (const locale of ['de', 'en', 'es', 'hi'] as const) {
      expect(fontFilesFor(latoAssets, '@fontsource/lato', locale)).toEqual([
        'assets/lato-latin-400-normal-BEhtfm5r.woff2',
        'assets/lato-latin-700-normal-BUGMgin4.woff2',
      ]);
    }
  });

  it('adds Latin Extended for Polish and Turkish letters', () => {
    expect(fontFilesFor(latoAssets, '@fontsource/lato', 'pl')).toEqual([
      'assets/lato-latin-ext-400-normal-CK4GAP86.woff2',
      'assets/lato-latin-400-normal-BEhtfm5r.woff2',
      'assets/lato-latin-ext-700-normal-C6gwlRgY.woff2',
      'assets/lato-latin-700-normal-BUGMgin4.woff2',
    ]);
  });

  it('reads multi-word families and skips other subsets and italics', () => {
    const assets = [
      'assets/dancing-script-latin-600-normal-CUtcW3hj.woff2',
      'assets/dancing-script-vietnamese-600-normal-Ab12.woff2',
      'assets/dancing-script-latin-600-italic-Zz99.woff2',
    ];
    expect(fontFilesFor(assets, '@fontsource/dancing-script', 'tr')).toEqual([
      'assets/dancing-script-latin-600-normal-CUtcW3hj.woff2',
    ]);
  });
});
