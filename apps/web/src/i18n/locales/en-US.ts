import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@ponteiro/shared';
import { adminUsers } from './en-US/admin-users';
import { organization } from './en-US/organization';
import { profiles } from './en-US/profiles';
import { rolePermission } from './en-US/role-permission';
import type { Catalogue } from './pt';

// Typed against the Portuguese catalogue: a missing or extra key fails the typecheck.
export const enUS: Catalogue = {
  app: {
    name: 'Ponteiro',
    tagline: 'Time and attendance, access control and visitors',
    loading: 'Loading…',
    skipToContent: 'Skip to content',
    homeLink: 'Ponteiro, home page',
  },
  language: {
    label: 'Language',
    change: '{{short}}: change language (current: {{language}})',
    pt: 'Português (Brasil)',
    'en-US': 'English (US)',
    short: { pt: 'PT', 'en-US': 'EN' },
  },
  publicLayout: {
    mainNav: 'Main navigation',
    home: 'Home',
    pricing: 'Pricing',
    signIn: 'Sign in',
    legalNav: 'Legal documents',
    cookieSettings: 'Cookie settings',
    rights: '© {{year}} Ponteiro. All rights reserved.',
  },
  authLayout: {
    backHome: 'Back to the website',
  },
  companyLayout: {
    sideNav: 'Main menu',
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    userMenu: '{{name}}: user menu',
    account: 'My account',
    profile: 'Profile',
    signOut: 'Sign out',
  },
  adminLayout: {
    sideNav: 'Back-office menu',
    backOffice: 'Back office',
    userMenu: 'Administrator menu',
    accountSettings: 'Account settings',
    logout: 'Log out',
  },
  menu: {
    dashboard: 'Dashboard',
    organization: 'Organization',
    employees: 'Employees',
    taEvents: 'Time events',
    timesheets: 'Timesheets',
    reports: 'Reports',
    accessEvents: 'Access events',
    accessSetting: 'Access settings',
    visitor: 'Visitors',
    timePolicy: 'Time policy',
    workflow: 'Approval workflows',
    device: 'Devices',
    system: 'System',
    adminDashboard: 'Dashboard',
    adminCompany: 'Companies',
    adminDevices: 'Devices',
    adminUsers: 'Users',
    adminOutbox: 'Outbox',
    adminFeedback: 'Feedback',
    adminApp: 'App',
    adminProducts: 'Products',
    adminPlan: 'Plans',
    adminSubscription: 'Subscriptions',
    adminDistributor: 'Distributors',
  },
  menuGroups: {
    access: 'Access',
    settings: 'Settings',
    system: 'System',
  },
  notifications: {
    label: 'Notifications',
    title: 'Notifications',
    empty: 'No notifications yet.',
    tabs: 'Kinds of notice',
    notifications: 'Notifications',
    messages: 'Messages',
    tasks: 'Tasks',
    notificationsHint:
      'Platform notices, such as new companies and devices that stopped reporting.',
    messagesHint: 'Messages sent by customers and distributors.',
    tasksHint: 'Items waiting for an action by the back office.',
    placeholder: 'The notice centre is being built; the numbers above are examples.',
  },
  beingBuilt: {
    badge: 'Being built',
    message: 'This screen is being built and will be available soon.',
    willDo: 'What it will do:',
    backTo: 'Back to {{area}}',
  },
  areaIndex: {
    choose: 'Choose one of the screens of this area.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The address you opened does not exist or has moved.',
    home: 'Go to the home page',
  },
  noPermission: {
    title: 'Access denied',
    description:
      'You do not have permission to see this page. If you need it, ask your company administrator.',
    back: 'Back to the dashboard',
  },
  routeError: {
    title: 'Something went wrong',
    description: 'This page could not be opened. Reload and try again.',
    reload: 'Reload the page',
  },
  consent: {
    bannerLabel: 'Cookie notice',
    bannerTitle: 'Your privacy',
    bannerText:
      'We use necessary cookies to make the site work and, with your permission, functional, performance, analytics and targeting cookies. You can change your choice at any time in "Cookie settings".',
    privacyLink: 'Read the privacy policy',
    acceptAll: 'Accept all',
    necessaryOnly: 'Necessary only',
    customize: 'Customize',
    dialogTitle: 'Cookie settings',
    dialogIntro:
      'Choose which categories of cookies you allow. Necessary cookies cannot be switched off.',
    alwaysOn: 'Always on',
    save: 'Save preferences',
    cancel: 'Cancel',
    categories: {
      necessary: {
        title: 'Necessary',
        description:
          'Essential for the site to work: session, security and your language and cookie choices.',
      },
      functional: {
        title: 'Functional',
        description: 'Remember usage preferences and enable extra features of the site.',
      },
      performance: {
        title: 'Performance',
        description: 'Measure loading times and errors to make the site faster.',
      },
      analytics: {
        title: 'Analytics',
        description: 'Show, in aggregate, how the site is used, so we can improve it.',
      },
      targeting: {
        title: 'Targeting',
        description: 'Allow relevant content and ads to be shown to you on other sites.',
      },
    },
  },
  session: {
    loadError: 'Your session could not be loaded.',
    retry: 'Try again',
  },
  auth: {
    email: 'Email',
    password: 'Password',
    name: 'Name',
    phone: 'Phone',
    countryCode: 'Country code',
    passwordRule: '8 to 128 characters, with at least one letter and one digit.',
    confirmPassword: 'Confirm the password',
    passwordMismatch: 'The passwords do not match.',
    backToSignIn: 'Back to sign in',
    signIn: {
      title: 'Sign in',
      subtitle: 'Access your Ponteiro account.',
      submit: 'Sign in',
      forgot: 'Forgot my password',
      noAccount: "Don't have an account?",
      signUp: 'Sign up',
      rateLimited: 'Too many attempts. Wait a little and try again.',
      rateLimitedFor: 'Too many attempts. Try again in {{time}}.',
    },
    signUp: {
      title: 'Create account',
      subtitle: 'Sign up to start using Ponteiro.',
      submit: 'Create account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
    },
    createCompany: {
      title: 'Register company',
      subtitle: "Enter the employer's details.",
      employerType: 'Employer type',
      cnpj: 'CNPJ',
      cpf: 'CPF',
      legalName: 'Legal name',
      tradeName: 'Trade name',
      timezone: 'Time zone',
      submit: 'Register company',
      backToList: 'Back to my companies',
    },
    selectCompany: {
      title: 'Choose the company',
      subtitle_one: 'You have access to one company.',
      subtitle_other: 'You have access to {{count}} companies.',
      role: 'Role: {{role}}',
      choose: 'Enter {{name}}',
      empty: 'You are not a member of any company yet.',
      createAnother: 'Register another company',
      loadError: 'Your companies could not be loaded.',
      signOut: 'Sign out',
    },
    roles: {
      owner: 'Owner',
      super_admin: 'Super admin',
      admin: 'Admin',
      employee: 'Employee',
      custom: 'Custom role',
    },
    invitation: {
      title: 'Invitation',
      accepting: 'Accepting the invitation…',
      invalid:
        'This invitation is invalid, has expired or was sent to another email. Ask whoever sent it for a new one.',
    },
    forgot: {
      title: 'Forgot my password',
      subtitle: 'Enter your email and we will send you a link to create a new password.',
      submit: 'Send link',
      sent: 'If an account exists for this email, we sent a link to reset the password.',
    },
    reset: {
      title: 'New password',
      checking: 'Checking the link…',
      invalid: 'This link is invalid or has expired.',
      askAgain: 'Ask for a new link',
      newPassword: 'New password',
      submit: 'Save new password',
      done: 'Password changed. Sign in with the new password.',
    },
    admin: {
      title: 'Ponteiro administration',
      subtitle: 'Restricted to the platform team.',
      username: 'Username',
      submit: 'Sign in',
      profileTitle: 'Administrator profile',
      superuser: 'Superuser',
      yes: 'Yes',
      no: 'No',
    },
    changePassword: {
      title: 'Change password',
      current: 'Current password',
      new: 'New password',
      submit: 'Change password',
      done: 'Password changed.',
    },
  },
  crud: {
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete “{{name}}”?',
    cancel: 'Cancel',
    save: 'Save',
    retry: 'Try again',
    total_one: '{{count}} record',
    total_other: '{{count}} records',
    total_zero: '{{count}} records',
    none: 'None',
  },
  imageUpload: {
    hint: 'JPEG or PNG, up to {{limit}}.',
    choose: 'Upload image',
    replace: 'Replace image',
    remove: 'Remove',
    cancel: 'Cancel',
    removeConfirm: 'Remove the image?',
    uploaded: 'Image saved.',
    removed: 'Image removed.',
    type: 'Send a JPEG or PNG image.',
    size: 'The image must be at most {{limit}}.',
  },
  http: {
    networkError:
      'Unable to connect to the server, please check your network connection or try again later',
    genericError: 'The operation could not be completed. Please try again.',
  },
  rolePermission,
  profiles,
  adminUsers,
  organization,
  routes: {
    home: { title: 'Home', summary: 'An introduction to Ponteiro.' },
    pricing: { title: 'Pricing', summary: 'Ponteiro plans and prices.' },
    privacyPolicy: { title: 'Privacy policy', summary: 'How we handle personal data.' },
    termsOfService: { title: 'Terms of service', summary: 'The conditions for using the service.' },
    lgpd: { title: 'LGPD', summary: "How we comply with Brazil's General Data Protection Law." },
    userAgreement: {
      title: 'User agreement',
      summary: 'The agreement between Ponteiro and each person who uses the system.',
    },
    notFound: { title: 'Page not found', summary: 'The address does not exist.' },
    signin: {
      title: 'Sign in',
      summary: 'Sign in with email and password and reach your company.',
    },
    signup: {
      title: 'Create account',
      summary: 'Create your user account with name, email and password.',
    },
    forgotPassword: {
      title: 'Forgot password',
      summary: 'Receive an email with a link to reset your password.',
    },
    resetPassword: {
      title: 'Reset password',
      summary: 'Choose a new password from the link received by email.',
    },
    createCompany: {
      title: 'Register a company',
      summary: "Register the company (the employer's CNPJ or CPF) and become its owner.",
    },
    selectCompany: {
      title: 'Choose a company',
      summary: 'Choose which of your companies you will work with.',
    },
    adminLogin: {
      title: 'Back-office sign in',
      summary: 'Sign-in for the administrators of the Ponteiro platform.',
    },
    selfRegister: {
      title: 'Visitor self-registration',
      summary: 'Visitors fill in their own data before they arrive.',
    },
    userProfile: {
      title: 'My profile',
      summary: 'Your details, your language and password change.',
    },
    companyProfile: {
      title: 'Company profile',
      summary: "The company's registration data and logo.",
    },
    dashboard: {
      title: 'Dashboard',
      summary: "Today's summary: attendance, late arrivals, absences and pending approvals.",
    },
    organization: {
      title: 'Organization',
      summary: 'Company structure: subsidiaries, departments, positions and locations.',
    },
    organizationStructure: {
      title: 'Structure',
      summary: 'The company → subsidiaries → departments tree, with headcounts.',
    },
    organizationSubsidiary: {
      title: 'Subsidiaries',
      summary: 'Workplaces with CNPJ or CPF, CNO/CAEPF, address, time zone and REP-P data.',
    },
    organizationDepartment: {
      title: 'Departments',
      summary: 'Departments as a tree, each with its manager.',
    },
    organizationPosition: {
      title: 'Positions',
      summary: 'Positions and roles, with the CBO code when there is one.',
    },
    organizationLocation: {
      title: 'Locations',
      summary: 'Punch locations with address, coordinates and a geofence radius.',
    },
    organizationDashboard: {
      title: 'Organization dashboard',
      summary: 'Headcount by subsidiary, department and position; hires and terminations by month.',
    },
    employees: {
      title: 'Employees',
      summary: 'Employee records: personal data, CPF, PIS, hire date, schedule and workplace.',
    },
    employeesCreate: {
      title: 'New employee',
      summary: 'Register an employee: personal data, CPF, PIS, admission, placement and badge.',
    },
    employeesEdit: {
      title: 'Edit employee',
      summary: "Change an employee's data, with a history of every change.",
    },
    taEvents: {
      title: 'Time events',
      summary: 'Requests for manual punches, overtime, leave and balances.',
    },
    taEventsManualPunch: {
      title: 'Manual punch',
      summary: 'Ask for a forgotten punch to be added, with a reason.',
    },
    taEventsOvertime: { title: 'Overtime', summary: 'Request and follow overtime authorizations.' },
    taEventsLeaveBalance: {
      title: 'Leave balance',
      summary: "Each employee's vacations, leaves and absences, with balances.",
    },
    taEventsHoursBankBalance: {
      title: 'Hours bank balance',
      summary: 'Hours bank credits, debits and expirations.',
    },
    timesheets: {
      title: 'Timesheets',
      summary: 'Workday calculation, punches, adjustments and approvals.',
    },
    timesheetsTimesheet: {
      title: 'Timesheet',
      summary:
        "Each employee's daily calculation: worked, overtime, absences, night work and breaks.",
    },
    timesheetsAdminPunch: {
      title: 'Punches by manager',
      summary: 'Include or disregard punches with a reason; the original is never deleted.',
    },
    timesheetsAbnormalPunch: {
      title: 'Abnormal punches',
      summary: 'Days with odd, missing or out-of-schedule punches, to handle.',
    },
    timesheetsAbnormalPunchApproval: {
      title: 'Adjustment approval',
      summary: 'Approve or reject punch adjustment requests.',
    },
    timesheetsPunchLog: {
      title: 'Punch log',
      summary: 'Every punch with its NSR, source, location and receipt.',
    },
    reports: {
      title: 'Reports',
      summary: 'Time mirror, hours bank, overtime, payroll, summary and legal files.',
    },
    reportsTimeMirror: {
      title: 'Time mirror',
      summary: "The period's time mirror (espelho de ponto), as a PDF, per Portaria 671.",
    },
    reportsHoursBank: {
      title: 'Hours bank',
      summary: 'Hours bank movements and balance per employee.',
    },
    reportsOvertime: {
      title: 'Overtime',
      summary: 'Overtime and night premium by employee and period.',
    },
    reportsPayroll: {
      title: 'Payroll',
      summary: "The period's payroll events: overtime, night work, absences and weekly rest.",
    },
    reportsSummary: {
      title: 'Summary',
      summary: "The period's totals by employee, department and subsidiary.",
    },
    reportsAej: {
      title: 'AEJ',
      summary: "The period's signed Arquivo Eletrônico de Jornada (AEJ).",
    },
    reportsAfd: {
      title: 'AFD',
      summary: 'The signed Arquivo Fonte de Dados (AFD) of the punches.',
    },
    accessEvents: {
      title: 'Access events',
      summary: 'Entries and exits recorded at doors and turnstiles.',
    },
    accessSetting: {
      title: 'Access setting',
      summary: 'Time periods and access levels for the doors.',
    },
    accessSettingTimePeriod: {
      title: 'Time periods',
      summary: 'The hours when each access level applies.',
    },
    accessSettingAccessLevel: {
      title: 'Access levels',
      summary: 'Who may pass which doors, and when.',
    },
    visitor: { title: 'Visitors', summary: 'Visitor registration and visits.' },
    visitorAdd: { title: 'New visitor', summary: 'Register a visitor and their visit.' },
    visitorEdit: { title: 'Edit visitor', summary: "Change a visitor's data." },
    visitorSettings: {
      title: 'Visitor settings',
      summary: 'Required fields, self-registration and visit validity.',
    },
    timePolicy: {
      title: 'Time policy',
      summary: 'Schedules, holidays, leave, hours bank and advanced rules.',
    },
    timePolicySchedule: {
      title: 'Schedules',
      summary: 'Weekly schedules and shift cycles (such as 12x36), with tolerances and breaks.',
    },
    timePolicyHoliday: {
      title: 'Holidays',
      summary: 'National, state and city holidays, and optional days off.',
    },
    timePolicyLeaveSetting: {
      title: 'Leave types',
      summary: 'Kinds of absence and leave, justified or not.',
    },
    timePolicyHoursBank: {
      title: 'Hours bank rules',
      summary: 'Compensation agreements, deadlines and limits of the hours bank.',
    },
    timePolicyAdvancedSetting: {
      title: 'Advanced rules',
      summary: 'Night premium, overtime rates, weekly rest and collective-agreement rules.',
    },
    workflow: {
      title: 'Approval workflows',
      summary: 'Who approves adjustments, absences and overtime, and in which order.',
    },
    device: {
      title: 'Devices',
      summary: 'Time clocks (REP) and access terminals: registration, status and communication.',
    },
    deviceEdit: {
      title: 'Edit device',
      summary: "A time clock's data, synchronization and commands.",
    },
    system: {
      title: 'System',
      summary: 'Subscription, time tracking, notifications, roles, AFD/AEJ and personalization.',
    },
    systemSubscription: {
      title: 'Subscription',
      summary: 'The plan, the active modules and billing.',
    },
    systemTimeTrackingSetting: {
      title: 'Time tracking',
      summary: 'How and where employees punch: browser, app, clock, location.',
    },
    systemNotifications: {
      title: 'Notifications',
      summary: 'Which notices are sent, to whom and how.',
    },
    systemRolePermission: {
      title: 'Roles and permissions',
      summary: "Roles with the permission tree, and the company's users.",
    },
    systemAfdAej: {
      title: 'AFD and AEJ',
      summary: 'REP-P data and the certificate that signs the legal files.',
    },
    systemPersonalization: {
      title: 'Personalization',
      summary: "The company's logo, colors and texts in the system.",
    },
    admin: { title: 'Back office', summary: 'Platform administration.' },
    adminDashboard: {
      title: 'Dashboard',
      summary: 'Platform overview: companies, subscriptions and devices.',
    },
    adminDashboardUser: {
      title: 'Users dashboard',
      summary: 'Platform users: sign-ups, sign-ins and activity.',
    },
    adminDashboardCompany: {
      title: 'Companies dashboard',
      summary: 'Customer companies: new, active, employees and subscriptions.',
    },
    adminCompany: {
      title: 'Companies',
      summary: 'Customer companies, their plans and the status of each one.',
    },
    adminUserList: { title: 'Company users', summary: 'Every user of the customer companies.' },
    adminDevices: { title: 'Devices', summary: 'The devices of every company, by serial number.' },
    adminUsers: { title: 'Users', summary: 'Platform users and the companies of each one.' },
    adminOutbox: {
      title: 'Email outbox',
      summary: 'Emails kept instead of sent, when no SMTP server is configured.',
    },
    adminOutboxEmail: {
      title: 'Outbox email',
      summary: 'One kept email, with its text and links.',
    },
    adminFeedback: { title: 'Feedback', summary: 'Messages and suggestions sent by users.' },
    adminApp: { title: 'App versions', summary: 'The history of published mobile app versions.' },
    adminAppDetail: {
      title: 'App version',
      summary: 'The details and release notes of one app version.',
    },
    adminProducts: {
      title: 'Products',
      summary: 'The products sold: time and attendance, access and visitors.',
    },
    adminPlan: { title: 'Plans', summary: 'Plans, prices and limits.' },
    adminSubscription: {
      title: 'Subscriptions',
      summary: "Companies' subscriptions: plan, term and status.",
    },
    adminDistributor: { title: 'Distributors', summary: 'Partner resellers and distributors.' },
    adminAccountSettings: {
      title: 'Account settings',
      summary: 'Profile and security of the administrator account.',
    },
    adminAccountProfile: { title: 'Profile', summary: 'Your administrator details.' },
    adminAccountSecurity: {
      title: 'Security',
      summary: 'Password change of the administrator account.',
    },
  },
  validation: VALIDATION_MESSAGES['en-US'],
  errors: ERROR_MESSAGES['en-US'],
};
