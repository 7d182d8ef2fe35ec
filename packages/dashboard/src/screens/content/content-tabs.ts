/**
 * The content page's tabs, in their own module: the app's route checks `?tab=` with them before the page's chunk
 * loads, and importing them from the view would bring the view's panels and forms into every first load.
 */
export const CONTENT_TABS = ['texts', 'accommodations', 'sections'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];
