import { dataEnvelope } from '../../api/envelope.js';
import {
  dashboardMeSchema,
  dashboardQuerySchema,
  dashboardThisMonthSchema,
  dashboardTodaySchema,
} from '../dashboard.js';
import { operation } from '../operation.js';

// Operations of the dashboard (issue 19): today (polled), the month, and the caller's own day.
export const dashboardOperations = {
  today: operation({
    method: 'GET',
    path: '/dashboard/',
    query: dashboardQuerySchema,
    responses: { 200: dataEnvelope(dashboardTodaySchema) },
  }),
  month: operation({
    method: 'GET',
    path: '/dashboard/month/',
    query: dashboardQuerySchema,
    responses: { 200: dataEnvelope(dashboardThisMonthSchema) },
  }),
  me: operation({
    method: 'GET',
    path: '/dashboard/me/',
    responses: { 200: dataEnvelope(dashboardMeSchema) },
  }),
};
