import { z } from 'zod';
import {
  allowedDomainQuerySchema,
  allowedDomainResponseSchema,
  customDomainResponseSchema,
  updateCustomDomainRequestSchema,
} from '../schemas/custom-domain';
import { route } from './route';
import { weddingParamsSchema } from './weddings';

/**
 * A couple on the premium plan serves their site on their own domain (staff set it for any wedding through the
 * admin's wedding update). One domain belongs to one wedding (409 customDomainTaken); the product's own address
 * cannot be taken (400 customDomainReserved).
 */
export const updateCustomDomain = route
  .meta({ access: 'member', action: 'editWedding' })
  .route({
    method: 'PUT',
    path: '/api/weddings/{weddingId}/custom-domain',
    tags: ['weddings'],
    summary: "Set or remove the site's own domain (premium; 409 customDomainTaken, 400 customDomainReserved)",
    successDescription: 'The stored domain (null: none)',
  })
  .input(z.object({ params: weddingParamsSchema, body: updateCustomDomainRequestSchema }))
  .output(customDomainResponseSchema);

/**
 * Asked by a reverse proxy before it obtains a certificate for a host (Caddy's `on_demand_tls ask`): 200 only when
 * the host is the domain of an active wedding, 404 otherwise, so certificates are issued for real weddings only.
 */
export const checkAllowedDomain = route
  .meta({ access: 'public' })
  .route({
    method: 'GET',
    path: '/api/domains/allowed',
    tags: ['domains'],
    summary: "Whether a host is an active wedding's own domain (for on-demand TLS; 404 domainNotFound)",
    successDescription: 'The domain, as the wedding stores it',
  })
  .input(z.object({ query: allowedDomainQuerySchema }))
  .output(allowedDomainResponseSchema);
