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
  parseRetryAfter,
} from './api-client';
export { describeError } from './describe-error';
export {
  api,
  session,
  signIn,
  register,
  signOut,
  fetchCurrentUser,
  sendWithProofOfWork,
} from './default-client';
export { connectionCheck } from './connection-check';
export { PROOF_HEADER, withProofOfWork, type ProofOfWorkDeps } from './proof-of-work';
export { isDecimalPrice, isPriceCalculation, unexpectedAnswer } from './answer-checks';
export { calculatePlanPrice, discountCodeProblem, type PriceRequest } from './calculate-price';
