import { z } from 'zod';

/** DNS limits: a name of at most 253 characters, labels of 1 to 63. */
export const CUSTOM_DOMAIN_MAX_LENGTH = 253;

/**
 * A registrable host name: two or more labels of letters, digits and inner hyphens, ending in a top-level label of
 * letters (or an IDN's `xn--` form). IP addresses, ports, paths and single-label names are not domains a couple owns.
 */
const HOST_NAME_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * What a couple pastes becomes the host name the browser sends: surrounding spaces, a scheme, one trailing slash
 * and the root's trailing dot are dropped, letters are lower-cased and a name in another script is written as the
 * browser writes it (`ä` -> `xn--…`). Anything else (a path, a port, a user) is left in, so the pattern refuses it.
 */
export function normalizeCustomDomain(input: string): string {
  const bare = input
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (bare === '' || /[/:@?#\s\\]/.test(bare)) return bare;
  try {
    return new URL(`http://${bare}`).hostname;
  } catch {
    return bare;
  }
}

/** True when `host` is written as a valid custom domain already (lower-case ASCII, no scheme). */
export function isCustomDomain(host: string): boolean {
  return host.length <= CUSTOM_DOMAIN_MAX_LENGTH && HOST_NAME_PATTERN.test(host);
}

/** A wedding's own domain (`www.anna-und-ben.de`), as typed: normalised, then checked. */
export const customDomainSchema = z
  .string({ error: 'validation.customDomainInvalid' })
  .max(CUSTOM_DOMAIN_MAX_LENGTH * 2, 'validation.customDomainInvalid')
  .transform(normalizeCustomDomain)
  .refine(isCustomDomain, 'validation.customDomainInvalid');

/** PUT /api/weddings/{id}/custom-domain: the domain, or null to stop using one. */
export const updateCustomDomainRequestSchema = z.strictObject({
  customDomain: customDomainSchema.nullable(),
});
export type UpdateCustomDomainRequest = z.infer<typeof updateCustomDomainRequestSchema>;

export const customDomainResponseSchema = z.object({ customDomain: z.string().nullable() });

/** GET /api/domains/allowed?domain=…: any text (a proxy asks for whatever host a browser named). */
export const allowedDomainQuerySchema = z.object({ domain: z.string().max(1000) });
export const allowedDomainResponseSchema = z.object({ domain: z.string() });
