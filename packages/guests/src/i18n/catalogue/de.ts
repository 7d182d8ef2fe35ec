import desk from '../../desk/i18n/de.json';
import form from '../../form/i18n/de.json';
import list from '../../list/i18n/de.json';
import transfer from '../../transfer/i18n/de.json';

/**
 * Every text area of the guest screens in German, the source catalogue: one module per locale, so the app loads only
 * the visitor's language. A new area (a folder with `i18n/<locale>.json`) gets a line here and in each locale module.
 */
export const guestsText = { list, form, transfer, desk };

/** The shape every locale provides: the German areas and keys. */
export type GuestsTextCatalogue = typeof guestsText;
export type GuestsTextArea = keyof GuestsTextCatalogue;
