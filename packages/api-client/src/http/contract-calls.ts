import type { AnyContractProcedure, RouteAnswer, RouteInput } from '@wedding/core';
import { callRoute, downloadRoute } from './call-route';
import type { HttpClient, RequestOptions } from './http-client';

type Request = Omit<RequestOptions, 'query'>;

/** A JSON endpoint answers its contract's output; a file endpoint (no output schema) its Response. */
type Call<P extends AnyContractProcedure> =
  unknown extends RouteAnswer<P>
    ? (input: RouteInput<P>, request?: Request) => Promise<Response>
    : (input: RouteInput<P>, request?: Request) => Promise<RouteAnswer<P>>;

export type ContractCalls<Router> = {
  [Key in keyof Router]: Router[Key] extends AnyContractProcedure
    ? Call<Router[Key]>
    : ContractCalls<Router[Key]>;
};

const isProcedure = (value: unknown): value is AnyContractProcedure =>
  typeof value === 'object' && value !== null && '~orpc' in value;

/** One call per endpoint of a contract router, with the router's shape: nothing is written per endpoint. */
export function contractCalls<Router extends object>(
  http: HttpClient,
  router: Router,
): ContractCalls<Router> {
  const entries = Object.entries(router).map(([key, value]) => {
    if (!isProcedure(value)) return [key, contractCalls(http, value as object)];
    const isFile = value['~orpc'].outputSchema === undefined;
    const call = (input: unknown, request?: Request) =>
      isFile
        ? downloadRoute(http, value, input as never, request)
        : callRoute(http, value, input as never, request);
    return [key, call];
  });
  return Object.fromEntries(entries) as ContractCalls<Router>;
}
