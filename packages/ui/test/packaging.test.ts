import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageDirs = ['tokens', 'core', 'ui'].map((name) => path.resolve(uiDir, '..', name));

/** Renders a Button and a (open) Dialog trigger with the installed package, exactly as a consumer would. */
const RENDER_SCRIPT = `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Button, Dialog, I18nProvider, ThemeProvider } from '@wedding/ui';

const require = createRequire(import.meta.url);
const cssPath = require.resolve('@wedding/ui/styles.css');
const tokensCssPath = require.resolve('@wedding/tokens/css/tokens.css');
const markup = renderToStaticMarkup(
  h(I18nProvider, { locale: 'en' },
    h(ThemeProvider, { mode: 'dark' },
      h(Button, { variant: 'primary' }, 'Save'),
      h(Dialog.Root, { defaultOpen: true },
        h(Dialog.Trigger, null, 'Open dialog'),
        h(Dialog.Content, { title: 'Guest details' }, 'Body')))),
);
process.stdout.write(JSON.stringify({ markup, css: readFileSync(cssPath, 'utf8'), tokensCss: readFileSync(tokensCssPath, 'utf8') }));
`;

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 200_000,
  });
}

describe('packaging: @wedding/ui installs from its tarball outside the workspace and renders on the server', () => {
  let scratch = '';
  let result: { markup: string; css: string; tokensCss: string };

  beforeAll(() => {
    for (const dir of packageDirs) {
      if (!existsSync(path.join(dir, 'dist', 'index.js'))) {
        throw new Error(`${dir}/dist is missing: build the packages first (turbo builds dependencies first)`);
      }
    }
    scratch = mkdtempSync(path.join(tmpdir(), 'wedding-ui-pack-'));
    const tarballDir = path.join(scratch, 'tarballs');
    for (const dir of packageDirs)
      run('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', tarballDir], dir);
    const tarballs = readdirSync(tarballDir).map((file) => path.join(tarballDir, file));
    expect(tarballs).toHaveLength(3);
    const app = path.join(scratch, 'app');
    run('mkdir', ['-p', app], scratch);
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ name: 'wedding-ui-consumer', private: true, type: 'module' }),
    );
    run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', 'react@19', 'react-dom@19', ...tarballs],
      app,
    );
    writeFileSync(path.join(app, 'render.mjs'), RENDER_SCRIPT);
    result = JSON.parse(run('node', ['render.mjs'], app));
  });

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('renders the Button with its label and a class defined in the shipped styles.css', () => {
    const button = result.markup.match(/<button[^>]*data-variant="primary"[^>]*>.*?Save.*?<\/button>/);
    expect(button).not.toBeNull();
    const classes = button?.[0].match(/class="([^"]+)"/)?.[1]?.split(' ') ?? [];
    // Base, variant and size classes carry rules; an empty recipe variant (iconOnly false) emits none.
    const styled = classes.filter((className) => result.css.includes(`.${className}`));
    expect(styled.length).toBeGreaterThanOrEqual(3);
  });

  it('renders the Dialog trigger wired to an open dialog', () => {
    expect(result.markup).toMatch(
      /<button[^>]*aria-haspopup="dialog"[^>]*aria-expanded="true"[^>]*>Open dialog<\/button>/,
    );
  });

  it('paints the dark theme variables into the server markup and the token CSS resolves', () => {
    expect(result.markup).toContain('data-theme-mode="dark"');
    expect(result.markup).toContain('--wed-color-primary');
    expect(result.tokensCss).toContain('--wed-color-primary');
    expect(result.css).toContain('var(--wed-color-primary)');
  });
});
