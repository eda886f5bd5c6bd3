import type { Widen } from '../pt';
import type { routeSummaries as pt } from '../pt/route-summaries';

export const routeSummaries: Widen<typeof pt> = {
  routes: {
    home: { summary: 'An introduction to Ponteiro.' },
    pricing: { summary: 'Ponteiro plans and prices.' },
    privacyPolicy: { summary: 'How we handle personal data.' },
    termsOfService: { summary: 'The conditions for using the service.' },
    lgpd: { summary: "How we comply with Brazil's General Data Protection Law." },
    userAgreement: {
      summary: 'The agreement between Ponteiro and each person who uses the system.',
    },
    notFound: { summary: 'The address does not exist.' },
    signin: { summary: 'Sign in with email and password and reach your company.' },
    signup: { summary: 'Create your user account with name, email and password.' },
    forgotPassword: { summary: 'Receive an email with a link to reset your password.' },
    resetPassword: { summary: 'Choose a new password from the link received by email.' },
    createCompany: {
      summary: "Register the company (the employer's CNPJ or CPF) and become its owner.",
    },
    selectCompany: { summary: 'Choose which of your companies you will work with.' },
    suspended: { summary: "The company's access was suspended: why, and whom to contact." },
    adminLogin: { summary: 'Sign-in for the administrators of the Ponteiro platform.' },
    selfRegister: { summary: 'Visitors fill in their own data before they arrive.' },
    userProfile: { summary: 'Your details, your language and password change.' },
    companyProfile: { summary: "The company's registration data and logo." },
    dashboard: {
      summary: "Today's summary: attendance, late arrivals, absences and pending approvals.",
    },
    organization: {
      summary: 'Company structure: subsidiaries, departments, positions and locations.',
    },
    organizationStructure: {
      summary: 'The company → subsidiaries → departments tree, with headcounts.',
    },
    organizationSubsidiary: {
      summary: 'Workplaces with CNPJ or CPF, CNO/CAEPF, address, time zone and REP-P data.',
    },
    organizationDepartment: { summary: 'Departments as a tree, each with its manager.' },
    organizationPosition: { summary: 'Positions and roles, with the CBO code when there is one.' },
    organizationLocation: {
      summary: 'Punch locations with address, coordinates and a geofence radius.',
    },
    organizationDashboard: {
      summary: 'Headcount by subsidiary, department and position; hires and terminations by month.',
    },
    employees: {
      summary: 'Employee records: personal data, CPF, PIS, hire date, schedule and workplace.',
    },
    employeesCreate: {
      summary: 'Register an employee: personal data, CPF, PIS, admission, placement and badge.',
    },
    employeesEdit: { summary: "Change an employee's data, with a history of every change." },
    taEvents: { summary: 'Requests for manual punches, overtime, leave and balances.' },
    taEventsManualPunch: { summary: 'Ask for a forgotten punch to be added, with a reason.' },
    taEventsOvertime: { summary: 'Request and follow overtime authorizations.' },
    taEventsLeaveBalance: {
      summary: "Each employee's vacations, leaves and absences, with balances.",
    },
    taEventsHoursBankBalance: { summary: 'Hours bank credits, debits and expirations.' },
    timesheets: { summary: 'Workday calculation, punches, adjustments and approvals.' },
    timesheetsTimesheet: {
      summary:
        "Each employee's daily calculation: worked, overtime, absences, night work and breaks.",
    },
    timesheetsAdminPunch: {
      summary: 'Include or disregard punches with a reason; the original is never deleted.',
    },
    timesheetsAbnormalPunch: {
      summary: 'Days with odd, missing or out-of-schedule punches, to handle.',
    },
    timesheetsAbnormalPunchApproval: { summary: 'Approve or reject punch adjustment requests.' },
    timesheetsPunchLog: { summary: 'Every punch with its NSR, source, location and receipt.' },
    reports: { summary: 'Time mirror, hours bank, overtime, payroll, summary and legal files.' },
    reportsTimeMirror: {
      summary: "The period's time mirror (espelho de ponto), as a PDF, per Portaria 671.",
    },
    reportsHoursBank: { summary: 'Hours bank movements and balance per employee.' },
    reportsOvertime: { summary: 'Overtime and night premium by employee and period.' },
    reportsPayroll: {
      summary: "The period's payroll events: overtime, night work, absences and weekly rest.",
    },
    reportsSummary: { summary: "The period's totals by employee, department and subsidiary." },
    reportsAej: { summary: "The period's signed Arquivo Eletrônico de Jornada (AEJ)." },
    reportsAfd: { summary: 'The signed Arquivo Fonte de Dados (AFD) of the punches.' },
    accessEvents: { summary: 'Entries and exits recorded at doors and turnstiles.' },
    accessSetting: { summary: 'Time periods and access levels for the doors.' },
    accessSettingTimePeriod: { summary: 'The hours when each access level applies.' },
    accessSettingAccessLevel: { summary: 'Who may pass which doors, and when.' },
    visitor: { summary: 'Visitor registration and visits.' },
    visitorAdd: { summary: 'Register a visitor and their visit.' },
    visitorEdit: { summary: "Change a visitor's data." },
    visitorSettings: { summary: 'Required fields, self-registration and visit validity.' },
    timePolicy: { summary: 'Schedules, holidays, leave, hours bank and advanced rules.' },
    timePolicySchedule: {
      summary: 'Weekly schedules and shift cycles (such as 12x36), with tolerances and breaks.',
    },
    timePolicyHoliday: { summary: 'National, state and city holidays, and optional days off.' },
    timePolicyLeaveSetting: { summary: 'Kinds of absence and leave, justified or not.' },
    timePolicyHoursBank: {
      summary: 'Compensation agreements, deadlines and limits of the hours bank.',
    },
    timePolicyAdvancedSetting: {
      summary: 'Night premium, overtime rates, weekly rest and collective-agreement rules.',
    },
    timePolicySimulator: {
      summary: 'Replay a past period under proposed rules and compare before changing them.',
    },
    workflow: { summary: 'Who approves adjustments, absences and overtime, and in which order.' },
    device: {
      summary: 'Time clocks (REP) and access terminals: registration, status and communication.',
    },
    deviceEdit: { summary: "A time clock's data, synchronization and commands." },
    system: {
      summary: 'Subscription, time tracking, notifications, roles, AFD/AEJ and personalization.',
    },
    systemSubscription: { summary: 'The plan, the active modules and billing.' },
    systemTimeTrackingSetting: {
      summary: 'How and where employees punch: browser, app, clock, location.',
    },
    systemNotifications: { summary: 'Which notices are sent, to whom and how.' },
    systemRolePermission: { summary: "Roles with the permission tree, and the company's users." },
    systemAfdAej: { summary: 'REP-P data and the certificate that signs the legal files.' },
    systemPersonalization: { summary: "The company's logo, colors and texts in the system." },
    admin: { summary: 'Platform administration.' },
    adminDashboard: { summary: 'Platform overview: companies, subscriptions and devices.' },
    adminDashboardUser: { summary: 'Platform users: sign-ups, sign-ins and activity.' },
    adminDashboardCompany: {
      summary: 'Customer companies: new, active, employees and subscriptions.',
    },
    adminCompany: { summary: 'Customer companies, their plans and the status of each one.' },
    adminUserList: { summary: 'Every user of the customer companies.' },
    adminDevices: { summary: 'The devices of every company, by serial number.' },
    adminUsers: { summary: 'Platform users and the companies of each one.' },
    adminOutbox: { summary: 'Emails kept instead of sent, when no SMTP server is configured.' },
    adminOutboxEmail: { summary: 'One kept email, with its text and links.' },
    adminFeedback: { summary: 'Messages and suggestions sent by users.' },
    adminApp: { summary: 'The history of published mobile app versions.' },
    adminAppDetail: { summary: 'The details and release notes of one app version.' },
    adminProducts: { summary: 'The products sold: time and attendance, access and visitors.' },
    adminPlan: { summary: 'Plans, prices and limits.' },
    adminSubscription: { summary: "Companies' subscriptions: plan, term and status." },
    adminDistributor: { summary: 'Partner resellers and distributors.' },
    adminAccountSettings: { summary: 'Profile and security of the administrator account.' },
    adminAccountProfile: { summary: 'Your administrator details.' },
    adminAccountSecurity: { summary: 'Password change of the administrator account.' },
  },
};
