import { randomBytes } from 'node:crypto';
import { DEFAULT_PASSWORD_HASHING, type PasswordHashing } from './auth/passwords.js';
import { grantKeysFromEnv } from './security/grant-keys/index.js';
import { type StorageSettings, storageSettingsFromEnv } from './storage/index.js';

export type RateLimitRule = { limit: number; windowMs: number };

export type AppConfig = {
  /** Production turns on Secure cookies and hides error internals. */
  production: boolean;
  /**
   * HMAC key that signs guest grants. main.ts sets it from APP_SECRET or the data folder's key file
   * (security/grant-keys); defaultConfig's random key (tests, benches) lasts one process.
   */
  secret: string;
  /** Earlier grant keys that still verify (never sign), so a rotation keeps existing grants until they expire. */
  previousSecrets?: string[];
  sessionTtlMs: number;
  passwordHashing: PasswordHashing;
  guestGrantTtlMs: number;
  /** Largest accepted JSON body; larger answers 413. */
  jsonBodyLimit: string;
  /** Express `trust proxy` setting; decides which address counts as the client IP for rate limits. */
  trustProxy: boolean | number | string;
  rateLimits: {
    loginPerIp: RateLimitRule;
    loginPerAccount: RateLimitRule;
    registerPerIp: RateLimitRule;
    accessCodePerIp: RateLimitRule;
    accessCodePerWedding: RateLimitRule;
  };
  webauthn: { rpId: string; rpName: string; origins: string[]; challengeTtlMs: number };
  /** Origins allowed to send cookie-authenticated writes besides the request's own host. */
  allowedOrigins: string[];
  /** Built front ends served when their folders exist. */
  staticApps: { site?: string; dashboard?: string };
  /** Slug of the seeded demo wedding the landing page links to (with its access code); none in production. */
  demoSlug?: string;
  /**
   * Check every answer of a contract route against its declared output schema (tests): an answer the API document
   * does not describe fails loudly instead of misleading the clients built from it.
   */
  checkAnswers?: boolean;
  /** The address guests and account owners reach the product at: every link in an email, a QR code or a card. */
  publicUrl: string;
  mail: {
    /** `smtp://user:pass@host:587` (SMTP_URL); null keeps every message in the outbox, marked as not sent. */
    smtpUrl: string | null;
    /** The sender of every message (MAIL_FROM). */
    from: string;
  };
  /** Where uploads live: the local disk (default) or an S3-compatible bucket (STORAGE_URL, STORAGE_PUBLIC_URL). */
  storage: StorageSettings;
};

const MINUTE = 60_000;

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    production: false,
    secret: randomBytes(32).toString('hex'),
    sessionTtlMs: 14 * 24 * 60 * MINUTE,
    passwordHashing: DEFAULT_PASSWORD_HASHING,
    guestGrantTtlMs: 30 * 24 * 60 * MINUTE,
    jsonBodyLimit: '256kb',
    trustProxy: false,
    rateLimits: {
      loginPerIp: { limit: 20, windowMs: 15 * MINUTE },
      loginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
      registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
      accessCodePerIp: { limit: 20, windowMs: 15 * MINUTE },
      accessCodePerWedding: { limit: 50, windowMs: 15 * MINUTE },
    },
    webauthn: {
      rpId: 'localhost',
      rpName: 'Wedding',
      origins: ['http://localhost:3000'],
      challengeTtlMs: 5 * MINUTE,
    },
    allowedOrigins: [],
    staticApps: {},
    publicUrl: 'http://localhost:3000',
    mail: { smtpUrl: null, from: 'Wedding <no-reply@localhost>' },
    storage: { kind: 'local-disk' },
    ...overrides,
  };
}

/** Reads the process environment (PORT is read by main.ts). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const port = env.PORT ?? '3000';
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
  const rpId = env.WEBAUTHN_RP_ID ?? new URL(publicUrl).hostname;
  const base = defaultConfig();
  const grantKeys = grantKeysFromEnv(env);
  return {
    ...base,
    production,
    secret: grantKeys?.secret ?? base.secret,
    previousSecrets: grantKeys?.previousSecrets ?? [],
    trustProxy: env.TRUST_PROXY ? parseTrustProxy(env.TRUST_PROXY) : false,
    webauthn: { ...base.webauthn, rpId, origins: [publicUrl] },
    publicUrl: publicUrl.replace(/\/+$/, ''),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM?.trim() || `Wedding <no-reply@${new URL(publicUrl).hostname}>`,
    },
    storage: storageSettingsFromEnv(env),
    allowedOrigins: env.ALLOWED_ORIGINS ? env.ALLOWED_ORIGINS.split(',').map((o) => o.trim()) : [publicUrl],
    rateLimits: {
      ...base.rateLimits,
      loginPerIp: {
        ...base.rateLimits.loginPerIp,
        limit: positiveInteger(env.LOGIN_LIMIT_PER_IP) ?? base.rateLimits.loginPerIp.limit,
      },
      accessCodePerIp: {
        ...base.rateLimits.accessCodePerIp,
        limit: positiveInteger(env.ACCESS_CODE_LIMIT_PER_IP) ?? base.rateLimits.accessCodePerIp.limit,
      },
    },
  };
}

/**
 * The per-address limits suit visitors with addresses of their own; where many share one (a venue's wifi behind
 * one NAT address, a test run on 127.0.0.1) the operator raises them. The per-account and per-wedding limits stay.
 */
function positiveInteger(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : undefined;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  const hops = Number(value);
  return Number.isInteger(hops) ? hops : value;
}
