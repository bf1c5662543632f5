export { ApiError, isApiError, isAbortError, type FieldErrors } from './api-error';
export {
  createApiClient,
  buildUrl,
  type ApiClient,
  type ApiClientOptions,
  type FetchLike,
  type HttpMethod,
  type OutgoingRequest,
  type QueryValue,
  type RequestOptions,
} from './api-client';
export { describeError } from './describe-error';
export { api } from './default-client';
