export { routeByHost } from './host-routing.js';
export { isProductHost, productHostsOf } from './product-hosts.js';
export { type DomainWedding, weddingOfDomain } from './wedding-of-domain.js';
