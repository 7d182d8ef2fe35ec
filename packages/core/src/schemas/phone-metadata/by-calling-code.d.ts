// The type of the module the build writes to dist/phone-metadata/by-calling-code.js (package.json
// "#phone-metadata-by-calling-code"): one dynamic import per country calling code.
export declare const phoneMetadataLoaders: Readonly<Record<string, () => Promise<{ default: unknown }>>>;
