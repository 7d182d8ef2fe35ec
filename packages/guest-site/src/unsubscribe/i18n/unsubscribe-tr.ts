import text from './tr.json';
import type { UnsubscribeCatalogue } from './unsubscribe-de';

export const unsubscribeCatalogue: UnsubscribeCatalogue = text;
