import text from './es.json';
import type { UnsubscribeCatalogue } from './unsubscribe-de';

export const unsubscribeCatalogue: UnsubscribeCatalogue = text;
