export { guestListApiQuery } from './calls/guests';
export { type ApiClient, createApiClient } from './create-api-client';
export { ApiError, errorMessageKey, isApiError } from './http/api-error';
export { routeUrl } from './http/call-route';
export { type ContractCalls, contractCalls } from './http/contract-calls';
export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type Query,
  type QueryValue,
  type RequestOptions,
  segment,
} from './http/http-client';
