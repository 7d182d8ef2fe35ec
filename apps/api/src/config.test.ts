import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';
import { StorageConfigurationError } from './storage/index.js';

describe('configFromEnv: per-address rate limits', () => {
  it('keeps the defaults unless an operator raises them with a positive whole number', () => {
    const defaults = configFromEnv({}).rateLimits;
    expect(defaults.loginPerIp.limit).toBe(20);
    expect(defaults.accessCodePerIp.limit).toBe(20);
    const raised = configFromEnv({ LOGIN_LIMIT_PER_IP: '500', ACCESS_CODE_LIMIT_PER_IP: '300' }).rateLimits;
    expect(raised.loginPerIp).toEqual({ limit: 500, windowMs: defaults.loginPerIp.windowMs });
    expect(raised.accessCodePerIp.limit).toBe(300);
    expect(raised.loginPerAccount).toEqual(defaults.loginPerAccount);
    for (const bad of ['0', '-3', '2.5', 'many', '']) {
      expect(configFromEnv({ LOGIN_LIMIT_PER_IP: bad }).rateLimits.loginPerIp.limit).toBe(20);
    }
  });
});

describe('configFromEnv: where uploads are kept', () => {
  it('keeps the local disk unless STORAGE_URL names a bucket', () => {
    expect(configFromEnv({}).storage).toEqual({ kind: 'local-disk' });
    expect(configFromEnv({ STORAGE_URL: '  ' }).storage).toEqual({ kind: 'local-disk' });
  });

  it('reads an S3-compatible bucket, its options and the standard AWS key variables', () => {
    expect(
      configFromEnv({
        STORAGE_URL: 's3://wedding-uploads?endpoint=http://127.0.0.1:9000/&region=eu-central-1',
        AWS_ACCESS_KEY_ID: 'minio',
        AWS_SECRET_ACCESS_KEY: 'minio-secret',
        STORAGE_PUBLIC_URL: 'https://photos.example.org/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'wedding-uploads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      publicUrl: 'https://photos.example.org',
    });
  });

  it('for AWS itself: virtual-host style, region from AWS_REGION, key left to the SDK chain (instance role)', () => {
    expect(configFromEnv({ STORAGE_URL: 's3://wedding.uploads', AWS_REGION: 'eu-west-1' }).storage).toEqual({
      kind: 's3',
      bucket: 'wedding.uploads',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: undefined,
    });
    const r2 = configFromEnv({
      STORAGE_URL:
        's3://photos?endpoint=https://abc.r2.cloudflarestorage.com&region=auto&forcePathStyle=false',
    }).storage;
    expect(r2).toMatchObject({ region: 'auto', forcePathStyle: false });
  });

  it.each([
    ['https://bucket.example.org', { STORAGE_URL: 'https://bucket.example.org' }, /must start with s3:\/\//],
    ['not a URL', { STORAGE_URL: 'wedding uploads' }, /STORAGE_URL is not a URL/],
    ['an upper-case bucket', { STORAGE_URL: 's3://Wedding_Uploads' }, /not a valid bucket name/],
    [
      'a key prefix',
      { STORAGE_URL: 's3://wedding-uploads/photos' },
      /s3:\/\/<bucket> with options after "\?"/,
    ],
    ['a port', { STORAGE_URL: 's3://wedding-uploads:9000' }, /endpoint=/],
    [
      'a typo in an option',
      { STORAGE_URL: 's3://wedding-uploads?endpiont=http://x' },
      /unknown option "endpiont"/,
    ],
    [
      'an endpoint without scheme',
      { STORAGE_URL: 's3://wedding-uploads?endpoint=minio:9000' },
      /http:\/\/ or https:\/\//,
    ],
    ['a bad forcePathStyle', { STORAGE_URL: 's3://wedding-uploads?forcePathStyle=yes' }, /true or false/],
    ['a bad region', { STORAGE_URL: 's3://wedding-uploads?region=EU West' }, /not a region name/],
    ['a key in the URL', { STORAGE_URL: 's3://key:secret@wedding-uploads' }, /must not carry credentials/],
    [
      'half a key',
      { STORAGE_URL: 's3://wedding-uploads', AWS_ACCESS_KEY_ID: 'only-the-id' },
      /AWS_SECRET_ACCESS_KEY is missing/,
    ],
    [
      'a public address that is not http(s)',
      { STORAGE_URL: 's3://wedding-uploads', STORAGE_PUBLIC_URL: 'photos.example.org' },
      /STORAGE_PUBLIC_URL must be an http:\/\/ or https:\/\/ address/,
    ],
    [
      'a public address without a bucket',
      { STORAGE_PUBLIC_URL: 'https://photos.example.org' },
      /STORAGE_URL is not/,
    ],
  ])('refuses %s with a message naming the setting', (_label, env, message) => {
    expect(() => configFromEnv(env)).toThrow(StorageConfigurationError);
    expect(() => configFromEnv(env)).toThrow(message);
  });
});
