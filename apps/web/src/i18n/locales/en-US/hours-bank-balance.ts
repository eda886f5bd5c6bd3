import type { Widen } from '../pt';
import type { hoursBankBalance as pt } from '../pt/hours-bank-balance';

// Texts of /ta-events/hours-bank-balance (namespace `hoursBankBalance`), typed against pt.
export const hoursBankBalance: Widen<typeof pt> = {
  title: 'Hours bank balance',
  subtitle:
    "An employee's hours bank statement: credits and debits from the timesheet, the opening balance, expiries and the balance on any date (CLT art. 59).",
  employee: 'Employee',
  chooseEmployee: 'Choose the employee',
  pickEmployee: 'Choose an employee to see the statement.',
  from: 'From',
  to: 'To',
  loading: 'Computing the statement…',
  loadError: 'The statement could not be loaded.',
  summary: {
    balance: 'Balance on {{date}}',
    nextExpiry: 'Expires next',
    nextExpiryValue: '{{minutes}} on {{date}}',
    nothingExpires: 'Nothing to expire',
    period: 'Compensation period',
    rules: 'Rules',
  },
  periods: {
    monthly: 'Monthly',
    semiannual: 'Semiannual',
    annual: 'Annual',
  },
  atExpiry: {
    pay: 'at expiry, the credit is paid as overtime',
    forfeit: 'at expiry, the credit is forfeited',
  },
  expiryMonths_one: 'credits expire after {{count}} month',
  expiryMonths_other: 'credits expire after {{count}} months',
  expiryAtPeriodEnd: 'credits expire at the end of the period',
  opening: 'Opening balance of {{minutes}} on {{date}}.',
  range: '{{from}} to {{to}}',
  columns: {
    date: 'Date',
    kind: 'Entry',
    minutes: 'Hours',
    balance: 'Balance',
    note: 'Note',
  },
  before: 'Previous balance',
  kinds: {
    opening: 'Opening balance',
    credit: 'Credit',
    debit: 'Debit',
    adjustment: 'Adjustment',
    paid: 'Paid as overtime',
    forfeited: 'Forfeited at expiry',
  },
  empty: 'No entries in this period.',
};
