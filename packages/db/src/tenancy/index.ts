export { APP_ROLE, COMPANY_SETTING, companyIsolation } from './policy.js';
export {
  type CompanyTable,
  enterTenant,
  type Tenant,
  type TenantScope,
  tenantOn,
  withTenant,
} from './tenant.js';
