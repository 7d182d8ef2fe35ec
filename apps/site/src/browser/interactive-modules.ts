/** The element holding what boot.ts loads after the first paint (written by the server renderer). */
export const INTERACTIVE_MODULES_ELEMENT_ID = 'wedding-interactive-modules';

/**
 * What makes a page interactive: the hydration module boot.ts imports, and every chunk it will need (its imports,
 * the screen, the locale's strings), preloaded together so nothing waits for a second round trip. Hashed file
 * names come from the build manifest, which only the server reads.
 */
export interface InteractiveModules {
  entry: string;
  preload: readonly string[];
}
