import type { SitePageState } from '../site-state';

/**
 * Source paths of the screen modules (load-screen.ts imports them lazily), as the build manifest names them: the
 * server preloads the chunk of the screen it rendered by these.
 */
export const SCREEN_MODULES: Readonly<Record<SitePageState['screen'], string>> = {
  site: 'src/screens/SiteScreen.tsx',
  access: 'src/screens/AccessScreen.tsx',
  error: 'src/screens/ErrorScreen.tsx',
};
