import text from './hi.json';
import type { UnsubscribeCatalogue } from './unsubscribe-de';

export const unsubscribeCatalogue: UnsubscribeCatalogue = text;
