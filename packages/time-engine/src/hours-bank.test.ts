import { describe, expect, it } from 'vitest';
import {
  compensationPeriod,
  type HoursBankLedgerRules,
  type HoursBankMovement,
  hoursBankLedger,
} from './hours-bank.js';

const SEMESTER: HoursBankLedgerRules = {
  period: 'semiannual',
  startMonth: 1,
  expiryMonths: null,
  atExpiry: 'pay',
};
const day = (date: string, minutes: number): HoursBankMovement => ({ date, minutes, kind: 'day' });
const summary = (lines: { date: string; kind: string; minutes: number; balance: number }[]) =>
  lines.map((l) => `${l.date} ${l.kind} ${l.minutes} → ${l.balance}`);

describe('compensation periods (CLT art. 59 §§2, 5, 6)', () => {
  it.each([
    [{ period: 'monthly', startMonth: 1 }, '2026-02-14', '2026-02-01', '2026-02-28'],
    [{ period: 'semiannual', startMonth: 1 }, '2026-07-01', '2026-07-01', '2026-12-31'],
    [{ period: 'semiannual', startMonth: 3 }, '2026-02-10', '2025-09-01', '2026-02-28'],
    [{ period: 'annual', startMonth: 4 }, '2026-03-31', '2025-04-01', '2026-03-31'],
    [{ period: 'annual', startMonth: 4 }, '2026-04-01', '2026-04-01', '2027-03-31'],
  ] as const)('%j holds %s in %s – %s', (rules, date, from, to) => {
    expect(compensationPeriod(rules, date)).toEqual({ from, to });
  });
});

describe('the ledger', () => {
  it('debits consume the oldest credit first; the balance runs line by line', () => {
    const ledger = hoursBankLedger(
      SEMESTER,
      [day('2026-03-02', 60), day('2026-03-03', 30), day('2026-03-04', -45), day('2026-03-05', 0)],
      '2026-03-31',
    );
    expect(summary(ledger.lines)).toEqual([
      '2026-03-02 credit 60 → 60',
      '2026-03-03 credit 30 → 90',
      '2026-03-04 debit -45 → 45',
    ]);
    expect(ledger.balance).toBe(45);
    // Both lots last until the semester ends; 15 min of the first and all of the second are left.
    expect(ledger.next_expiry).toEqual({ date: '2026-06-30', minutes: 45 });
    expect(ledger.period).toEqual({ from: '2026-01-01', to: '2026-06-30' });
    expect(ledger.ref).toBe('CLT art. 59 §5');
  });

  it('what is left at the period end is paid as overtime, or forfeited, as the rules say', () => {
    const movements = [day('2026-05-10', 120), day('2026-06-02', -20), day('2026-07-01', 30)];
    const paid = hoursBankLedger(SEMESTER, movements, '2026-07-15');
    expect(summary(paid.lines)).toEqual([
      '2026-05-10 credit 120 → 120',
      '2026-06-02 debit -20 → 100',
      '2026-06-30 paid -100 → 0',
      '2026-07-01 credit 30 → 30',
    ]);
    const lost = hoursBankLedger({ ...SEMESTER, atExpiry: 'forfeit' }, movements, '2026-07-15');
    expect(lost.lines[2]).toMatchObject({ kind: 'forfeited', minutes: -100 });
  });

  it('a credit expires after the rules’ months, never after its period end', () => {
    const rules = { ...SEMESTER, expiryMonths: 2 };
    const ledger = hoursBankLedger(
      rules,
      [day('2026-01-15', 60), day('2026-05-20', 40)],
      '2026-07-10',
    );
    expect(summary(ledger.lines)).toEqual([
      '2026-01-15 credit 60 → 60',
      '2026-03-14 paid -60 → 0',
      '2026-05-20 credit 40 → 40',
      '2026-06-30 paid -40 → 0',
    ]);
    expect(ledger.next_expiry).toBeNull();
  });

  it('a credit is still there on its last day, and gone the day after', () => {
    const rules: HoursBankLedgerRules = { ...SEMESTER, period: 'monthly' };
    expect(hoursBankLedger(rules, [day('2026-02-10', 30)], '2026-02-28').balance).toBe(30);
    expect(hoursBankLedger(rules, [day('2026-02-10', 30)], '2026-03-01').balance).toBe(0);
  });

  it('a debit with no credit is a debt carried across periods; credits pay it first', () => {
    const ledger = hoursBankLedger(
      { ...SEMESTER, period: 'monthly' },
      [day('2026-01-20', -50), day('2026-02-03', 30), day('2026-02-04', 40)],
      '2026-03-10',
    );
    expect(summary(ledger.lines)).toEqual([
      '2026-01-20 debit -50 → -50',
      '2026-02-03 credit 30 → -20',
      '2026-02-04 credit 40 → 20',
      '2026-02-28 paid -20 → 0',
    ]);
  });

  it('the opening balance comes first on its day; adjustments after the day’s figure', () => {
    const ledger = hoursBankLedger(
      SEMESTER,
      [
        { date: '2026-02-01', minutes: -15, kind: 'adjustment', note: 'Acerto' },
        day('2026-02-01', 20),
        { date: '2026-02-01', minutes: 100, kind: 'opening' },
      ],
      '2026-02-01',
    );
    expect(summary(ledger.lines)).toEqual([
      '2026-02-01 opening 100 → 100',
      '2026-02-01 credit 20 → 120',
      '2026-02-01 adjustment -15 → 105',
    ]);
    expect(ledger.lines[2]?.note).toBe('Acerto');
  });

  it('leaves out what comes after the day it is read on', () => {
    const ledger = hoursBankLedger(
      SEMESTER,
      [day('2026-02-01', 20), day('2026-02-02', 30)],
      '2026-02-01',
    );
    expect(ledger.balance).toBe(20);
  });
});
