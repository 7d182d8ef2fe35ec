export { createDatabaseRateLimiter, type SharedRateLimiter } from './database-rate-limiter.js';
export { createRateLimitGate } from './rate-limit-gate.js';
export { ROUTE_RATE_LIMITS, type RouteRateLimit } from './route-rate-limits.js';
