export { adminPath, adminPrefix, loadedAdminSlug, setAdminSlug } from './admin-path';
export { ApiError, type ApiErrorKind, type FieldErrors, isApiError } from './api-error';
export {
  API_ROOT,
  api,
  apiRequest,
  buildUrl,
  errorMessageOf,
  type HttpMethod,
  isAdminPath,
  type Query,
  type RequestOptions,
} from './client';
export { browserTimeZone } from './headers';
export { type ApiErrorObserver, onApiError } from './observers';
export {
  type RefreshOutcome,
  refreshTokens,
  setTokenRefresher,
  type TokenRefresher,
} from './token-refresh';
