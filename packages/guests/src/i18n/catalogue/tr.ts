import desk from '../../desk/i18n/tr.json';
import form from '../../form/i18n/tr.json';
import list from '../../list/i18n/tr.json';
import transfer from '../../transfer/i18n/tr.json';
import type { GuestsTextCatalogue } from './de';

export const guestsText: GuestsTextCatalogue = { list, form, transfer, desk };
