import { ERROR_MESSAGES_PT, ROUTES, VALIDATION_MESSAGES_PT } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { enUS } from './locales/en-US';
import { adminBilling as adminBillingEn } from './locales/en-US/admin-billing';
import { adminCatalogue as adminCatalogueEn } from './locales/en-US/admin-catalogue';
import { adminCompanies as adminCompaniesEn } from './locales/en-US/admin-companies';
import { adminDashboard as adminDashboardEn } from './locales/en-US/admin-dashboard';
import { adminDistributors as adminDistributorsEn } from './locales/en-US/admin-distributors';
import { adminFeedback as adminFeedbackEn } from './locales/en-US/admin-feedback';
import { adminOutbox as adminOutboxEn } from './locales/en-US/admin-outbox';
import { adminUsers as adminUsersEn } from './locales/en-US/admin-users';
import { afdAej as afdAejEn } from './locales/en-US/afd-aej';
import { consentDialog as consentDialogEn } from './locales/en-US/consent-dialog';
import { dashboard as dashboardEn } from './locales/en-US/dashboard';
import { employees as employeesEn } from './locales/en-US/employees';
import { feedback as feedbackEn } from './locales/en-US/feedback';
import { hoursBankBalance as hoursBankBalanceEn } from './locales/en-US/hours-bank-balance';
import { layouts as layoutsEn } from './locales/en-US/layouts';
import { leaveBalance as leaveBalanceEn } from './locales/en-US/leave-balance';
import { notificationCenter as notificationCenterEn } from './locales/en-US/notification-center';
import { notificationSettings as notificationSettingsEn } from './locales/en-US/notification-settings';
import { organization as organizationEn } from './locales/en-US/organization';
import { personalization as personalizationEn } from './locales/en-US/personalization';
import { profiles as profilesEn } from './locales/en-US/profiles';
import { punch as punchEn } from './locales/en-US/punch';
import { reportFigures as reportFiguresEn } from './locales/en-US/report-figures';
import { reportJobs as reportJobsEn } from './locales/en-US/report-jobs';
import { reportPayroll as reportPayrollEn } from './locales/en-US/report-payroll';
import { reports as reportsEn } from './locales/en-US/reports';
import { rolePermission as rolePermissionEn } from './locales/en-US/role-permission';
import { routeSummaries as routeSummariesEn } from './locales/en-US/route-summaries';
import { subscription as subscriptionEn } from './locales/en-US/subscription';
import { taRequests as taRequestsEn } from './locales/en-US/ta-requests';
import { timePolicy as timePolicyEn } from './locales/en-US/time-policy';
import { timePolicyCalendar as timePolicyCalendarEn } from './locales/en-US/time-policy-calendar';
import { timePolicySimulator as timePolicySimulatorEn } from './locales/en-US/time-policy-simulator';
import { timeTracking as timeTrackingEn } from './locales/en-US/time-tracking';
import { timesheets as timesheetsEn } from './locales/en-US/timesheets';
import { widgets as widgetsEn } from './locales/en-US/widgets';
import { workflow as workflowEn } from './locales/en-US/workflow';
import { pt as ptShell } from './locales/pt';
import { adminBilling as adminBillingPt } from './locales/pt/admin-billing';
import { adminCatalogue as adminCataloguePt } from './locales/pt/admin-catalogue';
import { adminCompanies as adminCompaniesPt } from './locales/pt/admin-companies';
import { adminDashboard as adminDashboardPt } from './locales/pt/admin-dashboard';
import { adminDistributors as adminDistributorsPt } from './locales/pt/admin-distributors';
import { adminFeedback as adminFeedbackPt } from './locales/pt/admin-feedback';
import { adminOutbox as adminOutboxPt } from './locales/pt/admin-outbox';
import { adminUsers as adminUsersPt } from './locales/pt/admin-users';
import { afdAej as afdAejPt } from './locales/pt/afd-aej';
import { consentDialog as consentDialogPt } from './locales/pt/consent-dialog';
import { dashboard as dashboardPt } from './locales/pt/dashboard';
import { employees as employeesPt } from './locales/pt/employees';
import { feedback as feedbackPt } from './locales/pt/feedback';
import { hoursBankBalance as hoursBankBalancePt } from './locales/pt/hours-bank-balance';
import { layouts as layoutsPt } from './locales/pt/layouts';
import { leaveBalance as leaveBalancePt } from './locales/pt/leave-balance';
import { notificationCenter as notificationCenterPt } from './locales/pt/notification-center';
import { notificationSettings as notificationSettingsPt } from './locales/pt/notification-settings';
import { organization as organizationPt } from './locales/pt/organization';
import { personalization as personalizationPt } from './locales/pt/personalization';
import { profiles as profilesPt } from './locales/pt/profiles';
import { punch as punchPt } from './locales/pt/punch';
import { reportFigures as reportFiguresPt } from './locales/pt/report-figures';
import { reportJobs as reportJobsPt } from './locales/pt/report-jobs';
import { reportPayroll as reportPayrollPt } from './locales/pt/report-payroll';
import { reports as reportsPt } from './locales/pt/reports';
import { rolePermission as rolePermissionPt } from './locales/pt/role-permission';
import { routeSummaries as routeSummariesPt } from './locales/pt/route-summaries';
import { subscription as subscriptionPt } from './locales/pt/subscription';
import { taRequests as taRequestsPt } from './locales/pt/ta-requests';
import { timePolicy as timePolicyPt } from './locales/pt/time-policy';
import { timePolicyCalendar as timePolicyCalendarPt } from './locales/pt/time-policy-calendar';
import { timePolicySimulator as timePolicySimulatorPt } from './locales/pt/time-policy-simulator';
import { timeTracking as timeTrackingPt } from './locales/pt/time-tracking';
import { timesheets as timesheetsPt } from './locales/pt/timesheets';
import { widgets as widgetsPt } from './locales/pt/widgets';
import { workflow as workflowPt } from './locales/pt/workflow';
import { ptWhole as pt } from './locales/pt-whole';

// Same keys in pt and en-US is the compiler's job (every en-US catalogue is typed `Widen<typeof
// pt>`). What a type cannot see is checked here: empty texts, {{placeholders}} that differ between
// the languages, and keys the shared route catalogue names as plain strings.

/** Each catalogue (core and area namespaces) in both languages. */
const CATALOGUES: [string, unknown, unknown][] = [
  ['translation', pt, enUS],
  ['adminFeedback', adminFeedbackPt, adminFeedbackEn],
  ['feedback', feedbackPt, feedbackEn],
  ['adminCompanies', adminCompaniesPt, adminCompaniesEn],
  ['adminDashboard', adminDashboardPt, adminDashboardEn],
  ['adminDistributors', adminDistributorsPt, adminDistributorsEn],
  ['adminCatalogue', adminCataloguePt, adminCatalogueEn],
  ['employees', employeesPt, employeesEn],
  ['reports', reportsPt, reportsEn],
  ['adminOutbox', adminOutboxPt, adminOutboxEn],
  ['adminUsers', adminUsersPt, adminUsersEn],
  ['adminBilling', adminBillingPt, adminBillingEn],
  ['subscription', subscriptionPt, subscriptionEn],
  ['leaveBalance', leaveBalancePt, leaveBalanceEn],
  ['hoursBankBalance', hoursBankBalancePt, hoursBankBalanceEn],
  ['organization', organizationPt, organizationEn],
  ['profiles', profilesPt, profilesEn],
  ['rolePermission', rolePermissionPt, rolePermissionEn],
  ['routeSummaries', routeSummariesPt, routeSummariesEn],
  ['consentDialog', consentDialogPt, consentDialogEn],
  ['widgets', widgetsPt, widgetsEn],
  ['layouts', layoutsPt, layoutsEn],
  ['timePolicy', timePolicyPt, timePolicyEn],
  ['timePolicyCalendar', timePolicyCalendarPt, timePolicyCalendarEn],
  ['timePolicySimulator', timePolicySimulatorPt, timePolicySimulatorEn],
  ['punch', punchPt, punchEn],
  ['timesheets', timesheetsPt, timesheetsEn],
  ['afdAej', afdAejPt, afdAejEn],
  ['workflow', workflowPt, workflowEn],
  ['dashboard', dashboardPt, dashboardEn],
  ['notificationCenter', notificationCenterPt, notificationCenterEn],
  ['notificationSettings', notificationSettingsPt, notificationSettingsEn],
  ['taRequests', taRequestsPt, taRequestsEn],
  ['reportPayroll', reportPayrollPt, reportPayrollEn],
  ['reportFigures', reportFiguresPt, reportFiguresEn],
  ['reportJobs', reportJobsPt, reportJobsEn],
  ['personalization', personalizationPt, personalizationEn],
  ['timeTracking', timeTrackingPt, timeTrackingEn],
];

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
}

describe('translation catalogues', () => {
  it('has no empty text', () => {
    for (const [ns, ptTexts, enTexts] of CATALOGUES) {
      for (const catalogue of [ptTexts, enTexts]) {
        for (const key of keysOf(catalogue))
          expect(lookup(catalogue, key), `${ns} ${key}`).not.toBe('');
      }
    }
  });

  it('uses the same {{placeholders}} in pt and en-US', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();
    for (const [ns, ptTexts, enTexts] of CATALOGUES) {
      for (const key of keysOf(ptTexts)) {
        // Plural forms may drop the count ("Há um usuário"), so only the other names must match.
        const other = (names: (string | undefined)[]) => names.filter((n) => n !== 'count');
        expect(other(placeholders(lookup(enTexts, key))), `${ns} ${key}`).toEqual(
          other(placeholders(lookup(ptTexts, key))),
        );
      }
    }
  });

  it('translates every title, summary and menu label of the route catalogue', () => {
    for (const route of ROUTES) {
      expect(typeof lookup(pt, route.titleKey), `pt ${route.titleKey}`).toBe('string');
      expect(typeof lookup(enUS, route.titleKey), `en-US ${route.titleKey}`).toBe('string');
      // Menu labels are the layouts namespace, or a route title (the side menu falls back).
      const menuKey = 'menuKey' in route ? route.menuKey : undefined;
      if (typeof menuKey === 'string') {
        expect(typeof (lookup(layoutsPt, menuKey) ?? lookup(pt, menuKey)), `pt ${menuKey}`).toBe(
          'string',
        );
        expect(typeof (lookup(layoutsEn, menuKey) ?? lookup(enUS, menuKey)), `en ${menuKey}`).toBe(
          'string',
        );
      }
      // Summaries are the routeSummaries namespace (loaded with the area index and being-built).
      expect(typeof lookup(routeSummariesPt, route.summaryKey), `pt ${route.summaryKey}`).toBe(
        'string',
      );
      expect(typeof lookup(routeSummariesEn, route.summaryKey), `en-US ${route.summaryKey}`).toBe(
        'string',
      );
    }
  });

  it("the sign-in page's copies of validation messages are the shared ones", () => {
    for (const [key, text] of Object.entries(ptShell.validation)) {
      expect(text, key).toBe(VALIDATION_MESSAGES_PT[key as keyof typeof VALIDATION_MESSAGES_PT]);
    }
    expect(pt.errors).toEqual(ERROR_MESSAGES_PT);
  });

  it('includes the shared validation and error messages', () => {
    expect(pt.validation.cpf).toBe('CPF inválido.');
    expect(enUS.validation.cpf).toBe('Invalid CPF.');
    expect(pt.errors.not_found).toBe('Registro não encontrado.');
    expect(enUS.errors.not_found).toBe('Record not found.');
  });
});
