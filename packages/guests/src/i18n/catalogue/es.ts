import desk from '../../desk/i18n/es.json';
import form from '../../form/i18n/es.json';
import list from '../../list/i18n/es.json';
import transfer from '../../transfer/i18n/es.json';
import type { GuestsTextCatalogue } from './de';

export const guestsText: GuestsTextCatalogue = { list, form, transfer, desk };
