export { buildOpenApiDocument, DOCUMENTED_ROUTES, errorBodySchema } from './build-openapi-document.js';
export type { DocumentedRoute, RouteAccess } from './documented-route.js';
export { referencePage, referenceScript } from './reference-page.js';
