/**
 * The time zone of a wedding that has none of its own: every wedding made before weddings had one, and a new one
 * whose browser names no zone the server knows (docs/decisions.md, "Every wedding has its own time zone").
 */
export const DEFAULT_WEDDING_TIME_ZONE = 'Europe/Berlin';
