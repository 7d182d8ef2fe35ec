import text from './pl.json';
import type { UnsubscribeCatalogue } from './unsubscribe-de';

export const unsubscribeCatalogue: UnsubscribeCatalogue = text;
