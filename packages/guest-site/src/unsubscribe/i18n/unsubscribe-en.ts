import text from './en.json';
import type { UnsubscribeCatalogue } from './unsubscribe-de';

export const unsubscribeCatalogue: UnsubscribeCatalogue = text;
