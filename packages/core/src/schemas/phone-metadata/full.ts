import type { MetadataJson } from 'libphonenumber-js/core';
import maxMetadata from 'libphonenumber-js/max/metadata';

/**
 * The phone metadata of every consumer except a `wedding-lean` browser bundle (`#phone-metadata`): libphonenumber-js'
 * complete ("max") set, so the API, tests and Storybook judge every number fully and synchronously.
 */
export function phoneMetadataFor(_phone: string): MetadataJson | undefined {
  return maxMetadata as unknown as MetadataJson;
}

/** Everything is loaded already. */
export function loadPhoneMetadata(_dialCodeOrPhone: string): Promise<void> {
  return Promise.resolve();
}
