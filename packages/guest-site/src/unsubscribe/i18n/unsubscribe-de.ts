import text from './de.json';

/**
 * The unsubscribe page's strings in German, the source catalogue (every locale has exactly its keys). One module per
 * locale, so the site's browser build makes each a chunk of its own, fetched only by that page.
 */
export const unsubscribeCatalogue = text;
export type UnsubscribeCatalogue = typeof text;
