import '@wedding/tokens/css/tokens.css';
import '@wedding/ui/styles.css';
import '@wedding/guest-site/styles.css';
import './site.css';
import { afterFirstPaint } from './browser/after-first-paint';
import { INTERACTIVE_MODULES_ELEMENT_ID, type InteractiveModules } from './browser/interactive-modules';

/**
 * The page's only script in the HTML. The server HTML is the whole page, styled by the stylesheets above (they
 * stay in the template, render-blocking as they must be), so the guest sees it as fast as a static page: the
 * scripts that make it interactive (React, the screen, the locale's strings) are fetched only after the first
 * paint, and do not compete with the stylesheets, fonts and images for a phone's bandwidth.
 */
async function loadInteractivePage(): Promise<void> {
  const listed = document.getElementById(INTERACTIVE_MODULES_ELEMENT_ID)?.textContent;
  if (!listed) throw new Error('The page lists no interactive modules');
  const modules = JSON.parse(listed) as InteractiveModules;
  // Inserted at once: one change of the head instead of one per module.
  const links = document.createDocumentFragment();
  for (const href of modules.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  // The URL is the server's (hashed, from the manifest): the bundler does not follow it.
  await import(/* @vite-ignore */ modules.entry);
}

afterFirstPaint()
  .then(loadInteractivePage)
  .catch((error: unknown) => {
    // The server-rendered page stays readable; only its interactive parts are missing.
    console.error('[site] loading the interactive page failed', error);
  });
