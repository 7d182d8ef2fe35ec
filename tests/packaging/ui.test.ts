import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runConsumerScript } from './install-packed';

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

describe('packaging: @wedding/ui installs from its tarball outside the workspace and renders on the server', () => {
  let result: { markup: string; css: string; tokensCss: string };

  beforeAll(async () => {
    result = JSON.parse(
      await runConsumerScript(inject('packedConsumer').app, 'render-ui.mjs', RENDER_SCRIPT),
    );
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
