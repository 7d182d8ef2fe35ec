/** Where uploads go, read from the environment once at start-up (`storageSettingsFromEnv`). */
export type StorageSettings = { kind: 'local-disk' } | S3StorageSettings;

export interface S3StorageSettings {
  kind: 's3';
  bucket: string;
  /** The store's address for S3-compatible services (R2, MinIO, …); absent for AWS S3 itself. */
  endpoint?: string;
  region: string;
  /** `bucket` in the path instead of the host name: what MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Base address images are loaded from (a public bucket or CDN); absent: through the API at `/uploads/<key>`. */
  publicUrl?: string;
}

/** A storage setting that cannot work: the server must not start (main.ts prints the message alone). */
export class StorageConfigurationError extends Error {
  override name = 'StorageConfigurationError';
}

const EXAMPLE = 's3://wedding-uploads?endpoint=https://<account>.r2.cloudflarestorage.com&region=auto';
const QUERY_PARAMETERS = new Set(['endpoint', 'region', 'forcePathStyle']);
/** S3's bucket naming rule; R2 and MinIO follow it too, so a name outside it is a typo, not a choice. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION = /^[a-z0-9-]{1,32}$/;

/**
 * `STORAGE_URL=s3://<bucket>?endpoint=<url>&region=<region>&forcePathStyle=true|false` selects the bucket;
 * unset keeps the local disk. `STORAGE_PUBLIC_URL` optionally serves images from a public address instead of
 * through the API. Anything unusable throws here, before the server opens its database.
 */
export function storageSettingsFromEnv(env: NodeJS.ProcessEnv): StorageSettings {
  const storageUrl = env.STORAGE_URL?.trim();
  const publicUrl = env.STORAGE_PUBLIC_URL?.trim();
  if (!storageUrl) {
    if (publicUrl) {
      throw new StorageConfigurationError(
        'STORAGE_PUBLIC_URL is set but STORAGE_URL is not: a public address needs the bucket behind it',
      );
    }
    return { kind: 'local-disk' };
  }
  let url: URL;
  try {
    url = new URL(storageUrl);
  } catch {
    throw new StorageConfigurationError(`STORAGE_URL is not a URL; expected for example ${EXAMPLE}`);
  }
  if (url.protocol !== 's3:') {
    throw new StorageConfigurationError(
      `STORAGE_URL must start with s3:// (got ${url.protocol}//); for the local disk leave it unset and use UPLOAD_DIR`,
    );
  }
  if (url.username || url.password) {
    throw new StorageConfigurationError(
      'STORAGE_URL must not carry credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY instead',
    );
  }
  const bucket = decodeURIComponent(url.hostname);
  if (!BUCKET_NAME.test(bucket)) {
    throw new StorageConfigurationError(
      `STORAGE_URL names the bucket ${JSON.stringify(bucket)}, which is not a valid bucket name ` +
        '(3 to 63 lower-case letters, digits, dots and hyphens)',
    );
  }
  if (url.port || (url.pathname !== '' && url.pathname !== '/')) {
    throw new StorageConfigurationError(
      `STORAGE_URL must be s3://<bucket> with options after "?"; the store's address goes in endpoint=, e.g. ${EXAMPLE}`,
    );
  }
  for (const name of url.searchParams.keys()) {
    if (!QUERY_PARAMETERS.has(name)) {
      throw new StorageConfigurationError(
        `STORAGE_URL has an unknown option "${name}" (known: ${[...QUERY_PARAMETERS].join(', ')})`,
      );
    }
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !isHttpUrl(endpoint)) {
    throw new StorageConfigurationError(
      `STORAGE_URL's endpoint must be an http:// or https:// address (got ${JSON.stringify(endpoint)})`,
    );
  }
  const region = url.searchParams.get('region') ?? env.AWS_REGION?.trim() ?? 'us-east-1';
  if (!REGION.test(region)) {
    throw new StorageConfigurationError(
      `STORAGE_URL's region ${JSON.stringify(region)} is not a region name`,
    );
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new StorageConfigurationError(
      `STORAGE_URL's forcePathStyle must be true or false (got "${pathStyle}")`,
    );
  }
  if (publicUrl !== undefined && publicUrl !== '' && !isHttpUrl(publicUrl)) {
    throw new StorageConfigurationError(
      `STORAGE_PUBLIC_URL must be an http:// or https:// address (got ${JSON.stringify(publicUrl)})`,
    );
  }
  return {
    kind: 's3',
    bucket,
    endpoint: endpoint?.replace(/\/+$/, ''),
    region,
    // Path style is what a self-hosted store at its own address understands; AWS and R2 accept it as well.
    forcePathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === 'true',
    credentials: credentialsFromEnv(env),
    publicUrl: publicUrl ? publicUrl.replace(/\/+$/, '') : undefined,
  };
}

function credentialsFromEnv(env: NodeJS.ProcessEnv): S3StorageSettings['credentials'] {
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId || !secretAccessKey) {
    throw new StorageConfigurationError(
      `${accessKeyId ? 'AWS_SECRET_ACCESS_KEY' : 'AWS_ACCESS_KEY_ID'} is missing: the bucket's key needs both ` +
        'AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  }
  return { accessKeyId, secretAccessKey };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
