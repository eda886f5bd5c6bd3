import { dataEnvelope, listEnvelope } from '../../api/envelope.js';
import {
  adminDashboardSchema,
  platformUserListQuerySchema,
  platformUserSchema,
} from '../admin-dashboard.js';
import { operation } from '../operation.js';

// Operations of this back-office feature; `operations` (index.ts) composes them.
export const adminDashboardOperations = {
  dashboard: {
    /** The figures of the three dashboards in one answer. */
    companyInfo: operation({
      method: 'GET',
      area: 'admin',
      path: '/dashboard/companyInfo/',
      responses: { 200: dataEnvelope(adminDashboardSchema) },
    }),
  },
  /** Every company user with their companies and role in each. */
  allUsers: operation({
    method: 'GET',
    area: 'admin',
    path: '/system_manage/get_all_user_with_company/',
    query: platformUserListQuerySchema,
    responses: { 200: listEnvelope(platformUserSchema) },
  }),
};
