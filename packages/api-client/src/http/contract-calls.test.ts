import { apiContract } from '@wedding/core';
import { describe, expect, it } from 'vitest';
import { routeUrl } from './call-route';
import { contractCalls } from './contract-calls';
import { createHttpClient } from './http-client';

describe('calls derived from the contract', () => {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const http = createHttpClient({
    cookies: () => 'wedding_csrf=t0ken',
    fetch: async (input, init) => {
      requests.push({ method: String(init?.method), url: String(input), body: init?.body });
      const url = String(input);
      const body = url.endsWith('/link')
        ? {
            household: {
              id: 'g1',
              names: ['Ada'],
              email: null,
              emailState: 'none',
              phone: null,
              locale: null,
              answered: false,
              attendance: null,
              invitationSent: false,
              link: 'https://x/de/w/a/i/t',
            },
          }
        : 'PDF';
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
    },
  });
  const households = contractCalls(http, apiContract.households);
  const print = contractCalls(http, apiContract.print);

  it('sends the contract method to the filled path and parses the answer with the contract schema', async () => {
    const answer = await households.renewLink({ params: { weddingId: 'w/1', householdId: 'g1' } });
    expect(answer.household.names).toEqual(['Ada']);
    expect(requests.at(-1)).toMatchObject({ method: 'POST', url: '/api/weddings/w%2F1/households/g1/link' });
  });

  it('answers a file endpoint with the Response and builds its URL for links', async () => {
    const input = { params: { weddingId: 'w1' }, query: { kind: 'invitation', size: 'A5' } } as const;
    const response = await print.cards(input);
    expect(await response.text()).toBe('PDF');
    expect(requests.at(-1)?.url).toBe('/api/weddings/w1/cards.pdf?kind=invitation&size=A5');
    expect(routeUrl(apiContract.print.cards, input)).toBe(
      '/api/weddings/w1/cards.pdf?kind=invitation&size=A5',
    );
  });
});
