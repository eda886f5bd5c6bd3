import { type AdminDashboard, endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeyOf } from '../../api/operations';
import { formatNumber } from '../../i18n/format';
import { callAdmin } from '../../session/admin-api';

export const DASHBOARD_QUERY_KEY = queryKeyOf(endpoints.admin.dashboard.companyInfo);

/** The figures of the three dashboards (one answer, shared by the three screens). */
export function useAdminDashboard() {
  return useQuery<AdminDashboard>({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: () => callAdmin(endpoints.admin.dashboard.companyInfo, undefined, { silent: true }),
    staleTime: 60_000,
  });
}

/** 123456 centavos → "R$ 1.234,56" (pt) · "R$1,234.56" (en-US). */
export function formatCents(cents: number): string {
  return formatNumber(cents / 100, { style: 'currency', currency: 'BRL' });
}

/** 123456 centavos → "R$ 1,2 mil" (pt) · "R$1.2K" (en-US), for chart axes. */
export function formatCentsShort(cents: number): string {
  return formatNumber(cents / 100, {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
}

/** `2026-03` → `03/2026`: reads the same in pt and en-US. */
export function monthLabel(month: string): string {
  return month.split('-').reverse().join('/');
}
