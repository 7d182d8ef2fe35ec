import type { Locale } from '../../constants';
import type { MessageCatalog } from '../message-key';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { hi } from './hi';
import { pl } from './pl';
import { tr } from './tr';

export const MESSAGE_CATALOGS: Readonly<Record<Locale, MessageCatalog>> = { de, en, pl, tr, hi, es };
