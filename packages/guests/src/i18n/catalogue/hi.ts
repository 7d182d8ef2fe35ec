import desk from '../../desk/i18n/hi.json';
import form from '../../form/i18n/hi.json';
import list from '../../list/i18n/hi.json';
import transfer from '../../transfer/i18n/hi.json';
import type { GuestsTextCatalogue } from './de';

export const guestsText: GuestsTextCatalogue = { list, form, transfer, desk };
