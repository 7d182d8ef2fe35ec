/**
 * Set on an island's element once it is hydrated, and on the page root (#root) once its first view is interactive
 * (the islands every page hydrates at once, or the whole door / error screen): what the end-to-end tests wait for
 * before a guest's click, and a debugging aid.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
