export { adminPath, adminPrefix, loadedAdminSlug, setAdminSlug } from './admin-path';
export { ApiError, type ApiErrorKind, type FieldErrors, isApiError } from './api-error';
export {
  API_ROOT,
  buildUrl,
  errorMessageOf,
  type HttpMethod,
  isAdminPath,
  type Query,
  type RequestOptions,
} from './client';
export { downloadOperation, saveBlob } from './download';
export { browserTimeZone } from './headers';
export { type ApiErrorObserver, onApiError } from './observers';
export {
  type AdminOperation,
  type ApiOperation,
  type CallArgs,
  type CallOptions,
  callOperation,
  type InputOf,
  listPageOf,
  operationPath,
  queryKeyOf,
  type ResourceOperations,
  type ResultOf,
  sendOperation,
} from './operations';
export {
  type RefreshOutcome,
  refreshTokens,
  setTokenRefresher,
  type TokenRefresher,
} from './token-refresh';
