// Banco de horas (CLT art. 59 §§2, 5 e 6): the ledger of one employee. Credits are lots that
// debits consume oldest first; a lot not compensated by its expiry (the rules' months, and never
// past the end of its compensation period) is paid as overtime or forfeited, as the company's
// rules say. A debit with no credit left is a debt, carried until credits pay it. Pure: dates in
// ('YYYY-MM-DD'), lines out; `asOf` is given.

import { addMonths, dateOf, dayOf } from './calendar-days.js';

export const HOURS_BANK_REFS = {
  monthly: 'CLT art. 59 §6',
  semiannual: 'CLT art. 59 §5',
  annual: 'CLT art. 59 §2',
  payout: 'CLT art. 59 §§2 e 3',
} as const;

export interface HoursBankLedgerRules {
  period: 'monthly' | 'semiannual' | 'annual';
  /** 1–12: the month the compensation periods start in. */
  startMonth: number;
  /** A credit expires this many months after it was earned; null: at its period's end. */
  expiryMonths: number | null;
  atExpiry: 'pay' | 'forfeit';
}

export interface HoursBankMovement {
  date: string;
  /** Credit (+) or debit (−). */
  minutes: number;
  /** `opening`: the balance brought in; `day`: a timesheet day's figure; `adjustment`: by hand. */
  kind: 'opening' | 'day' | 'adjustment';
  note?: string;
}

export type LedgerLineKind =
  | 'opening'
  | 'credit'
  | 'debit'
  | 'adjustment'
  /** Credit not compensated in time, paid as overtime. */
  | 'paid'
  /** Credit not compensated in time, lost under the company's rules. */
  | 'forfeited';

export interface LedgerLine {
  date: string;
  kind: LedgerLineKind;
  minutes: number;
  /** The balance after this line. */
  balance: number;
  note?: string;
}

export interface HoursBankLedger {
  lines: LedgerLine[];
  balance: number;
  /** The compensation period `asOf` falls in. */
  period: { from: string; to: string };
  /** The next credit to expire (the sum of the lots expiring that day), if any. */
  next_expiry: { date: string; minutes: number } | null;
  ref: string;
}

const PERIOD_MONTHS = { monthly: 1, semiannual: 6, annual: 12 } as const;

/** The compensation period holding `date`: periods of 1, 6 or 12 months from `startMonth`. */
export function compensationPeriod(
  rules: Pick<HoursBankLedgerRules, 'period' | 'startMonth'>,
  date: string,
): { from: string; to: string } {
  const length = PERIOD_MONTHS[rules.period];
  const [y, m] = date.split('-').map(Number) as [number, number];
  const since = y * 12 + (m - 1) - (rules.startMonth - 1);
  const first = Math.floor(since / length) * length + (rules.startMonth - 1);
  const from = `${Math.floor(first / 12)}-${String((first % 12) + 1).padStart(2, '0')}-01`;
  return { from, to: dateOf(dayOf(addMonths(from, length)) - 1) };
}

interface Lot {
  earned: string;
  expires: number;
  left: number;
}

/**
 * The ledger from the movements (any order) up to `asOf`, with every expiry the rules cause on
 * the way. Movements after `asOf` are left out; a day's zero is not a line.
 */
export function hoursBankLedger(
  rules: HoursBankLedgerRules,
  movements: readonly HoursBankMovement[],
  asOf: string,
): HoursBankLedger {
  const order = { opening: 0, day: 1, adjustment: 2 } as const;
  const sorted = movements
    .filter((m) => m.date <= asOf && m.minutes !== 0)
    .sort((a, b) => (a.date === b.date ? order[a.kind] - order[b.kind] : a.date < b.date ? -1 : 1));
  const lots: Lot[] = [];
  let debt = 0;
  const lines: LedgerLine[] = [];
  const balance = () => lots.reduce((sum, lot) => sum + lot.left, 0) - debt;

  /** Lots whose last valid day is before `day` go, paid or forfeited, dated their last day. */
  const expireBefore = (day: number) => {
    const due = lots
      .filter((lot) => lot.left > 0 && lot.expires < day)
      .sort((a, b) => a.expires - b.expires);
    for (const lot of due) {
      const minutes = lot.left;
      lot.left = 0;
      lines.push({
        date: dateOf(lot.expires),
        kind: rules.atExpiry === 'pay' ? 'paid' : 'forfeited',
        minutes: -minutes,
        balance: balance(),
      });
    }
  };

  for (const movement of sorted) {
    expireBefore(dayOf(movement.date));
    let minutes = movement.minutes;
    if (minutes > 0) {
      const paid = Math.min(debt, minutes);
      debt -= paid;
      minutes -= paid;
      if (minutes > 0) {
        const periodEnd = dayOf(compensationPeriod(rules, movement.date).to);
        const byMonths =
          rules.expiryMonths === null
            ? periodEnd
            : dayOf(addMonths(movement.date, rules.expiryMonths)) - 1;
        lots.push({ earned: movement.date, expires: Math.min(periodEnd, byMonths), left: minutes });
      }
    } else {
      let owed = -minutes;
      for (const lot of lots) {
        if (owed === 0) break;
        const used = Math.min(lot.left, owed);
        lot.left -= used;
        owed -= used;
      }
      debt += owed;
    }
    lines.push({
      date: movement.date,
      kind: movement.kind === 'day' ? (movement.minutes > 0 ? 'credit' : 'debit') : movement.kind,
      minutes: movement.minutes,
      balance: balance(),
      ...(movement.note ? { note: movement.note } : {}),
    });
  }
  expireBefore(dayOf(asOf));

  const open = lots.filter((lot) => lot.left > 0).sort((a, b) => a.expires - b.expires);
  const first = open[0];
  return {
    lines,
    balance: balance(),
    period: compensationPeriod(rules, asOf),
    next_expiry: first
      ? {
          date: dateOf(first.expires),
          minutes: open.filter((l) => l.expires === first.expires).reduce((s, l) => s + l.left, 0),
        }
      : null,
    ref: HOURS_BANK_REFS[rules.period],
  };
}
