export { type AreaTextRegistry, createAreaTextRegistry } from './area-text-registry';
export { MESSAGE_CATALOGS } from './catalogs/index';
export {
  type AreaCatalogue,
  type CatalogueCheckOptions,
  catalogueProblems,
  type FlatCatalogue,
  flattenAreaCatalogue,
} from './catalogue-problems';
export { interpolate } from './interpolate';
export { isMessageKey } from './is-message-key';
export { loadMessageLocale } from './load-message-locale';
export type { MessageCatalog, MessageKey, MessageParams } from './message-key';
export { translate } from './translate';
