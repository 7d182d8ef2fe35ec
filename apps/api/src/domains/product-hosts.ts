import { isIP } from 'node:net';
import type { AppConfig } from '../config.js';

/**
 * The product's own host names: those of PUBLIC_URL and of ALLOWED_ORIGINS (an installation reached under several
 * names lists them there already, for cookie-carrying writes), and localhost.
 */
export function productHostsOf(config: Pick<AppConfig, 'publicUrl' | 'allowedOrigins'>): Set<string> {
  const hosts = new Set(['localhost']);
  for (const address of [config.publicUrl, ...config.allowedOrigins]) {
    try {
      hosts.add(new URL(address).hostname.toLowerCase());
    } catch {
      // An origin that is no URL names no host; config.ts reports bad PUBLIC_URLs itself.
    }
  }
  return hosts;
}

/**
 * A request for the product itself rather than for a wedding's own domain: one of its names, or an IP address (a
 * load balancer's health check, a visitor on the local network), which no couple can own.
 */
export function isProductHost(host: string, productHosts: ReadonlySet<string>): boolean {
  return productHosts.has(host) || isIP(host.replace(/^\[|\]$/g, '')) !== 0;
}
