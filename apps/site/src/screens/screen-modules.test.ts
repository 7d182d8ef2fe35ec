import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES, USER_MENU_MODULE } from './screen-modules';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('SCREEN_MODULES', () => {
  it('names files that exist, so the server can find their chunks in the manifest', () => {
    for (const file of [...Object.values(SCREEN_MODULES), USER_MENU_MODULE])
      expect(existsSync(path.join(appRoot, file)), file).toBe(true);
  });
});
