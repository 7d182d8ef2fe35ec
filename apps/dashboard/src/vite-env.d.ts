/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** @wedding/tokens `themeScopeOf(DEFAULT_CUSTOMIZATION)`, derived by vite.config.ts at build time. */
  readonly WEDDING_APP_THEME: import('@wedding/tokens').ThemeScopeValues;
}
