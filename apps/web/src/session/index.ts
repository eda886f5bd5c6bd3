export {
  ADMIN_USER_QUERY_KEY,
  type AdminUser,
  adminListPageOf,
  callAdmin,
  fetchAdminUser,
} from './admin-api';
export { adminSignIn, adminSignOut } from './admin-auth';
export { type SignInOutcome, selectCompany, signIn, signOut } from './auth-actions';
export { installSession } from './install';
export { NEXT_PARAM, safeNextPath, signInPath, withNext } from './redirect';
export {
  COMPANIES_QUERY_KEY,
  fetchCompanies,
  fetchSession,
  SESSION_QUERY_KEY,
  useCompanies,
  useSession,
} from './session-query';
export * from './storage';
export { createTokenRefresher } from './token-refresher';
