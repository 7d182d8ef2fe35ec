import desk from '../../desk/i18n/en.json';
import form from '../../form/i18n/en.json';
import list from '../../list/i18n/en.json';
import transfer from '../../transfer/i18n/en.json';
import type { GuestsTextCatalogue } from './de';

export const guestsText: GuestsTextCatalogue = { list, form, transfer, desk };
