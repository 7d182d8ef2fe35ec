import type { en } from './catalogs/en';

/** Every message key; the English catalogue is the source of keys. */
export type MessageKey = keyof typeof en;
/** A catalogue holds one text for every key. */
export type MessageCatalog = Readonly<Record<MessageKey, string>>;
/** Values interpolated into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;
