import desk from '../../desk/i18n/pl.json';
import form from '../../form/i18n/pl.json';
import list from '../../list/i18n/pl.json';
import transfer from '../../transfer/i18n/pl.json';
import type { GuestsTextCatalogue } from './de';

export const guestsText: GuestsTextCatalogue = { list, form, transfer, desk };
