import { phoneMetadataLoaders } from '#phone-metadata-by-calling-code';
import { createOnDemandPhoneMetadata } from './create-on-demand-phone-metadata';

/**
 * The phone metadata of a `wedding-lean` browser bundle (`#phone-metadata`): one country calling code's part at a
 * time, loaded when the guest's dial code is known (the RSVP wizard asks for it). The chunks are written by the
 * build (scripts/write-phone-metadata.mjs) from libphonenumber-js' complete set, so the browser judges a number of
 * a loaded dial code exactly as the API does.
 */
const onDemand = createOnDemandPhoneMetadata(phoneMetadataLoaders);

export const phoneMetadataFor: typeof import('./full').phoneMetadataFor = onDemand.phoneMetadataFor;
export const loadPhoneMetadata: typeof import('./full').loadPhoneMetadata = onDemand.loadPhoneMetadata;
