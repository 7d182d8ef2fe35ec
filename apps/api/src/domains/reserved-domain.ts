import { HttpError } from '../http/errors.js';

/**
 * A couple cannot take the product's own names, nor names under them (`anna.wedding.example` is ours to hand out,
 * not theirs to point): 400 customDomainReserved.
 */
export function assertNotProductDomain(domain: string, productHosts: ReadonlySet<string>): void {
  for (const host of productHosts) {
    if (domain === host || domain.endsWith(`.${host}`)) throw new HttpError(400, 'customDomainReserved');
  }
}

export const customDomainTaken = () => new HttpError(409, 'customDomainTaken');
