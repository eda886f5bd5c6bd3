// Férias (CLT arts. 129–147): acquisition periods from the admission date, what each entitles the
// employee to, the concession period in which the company must grant it, and where every day
// taken went. Pure: dates in, periods out ('YYYY-MM-DD', calendar days, no clock: `asOf` is given).

import { addMonths, dateOf, dayOf } from './calendar-days.js';

export const VACATION_REFS = {
  entitlement: 'CLT art. 130',
  lost: 'CLT art. 133',
  newPeriod: 'CLT art. 133 §2',
  concession: 'CLT art. 134',
  split: 'CLT art. 134 §1',
  double: 'CLT art. 137; TST Súmula 81',
  proportional: 'CLT art. 146 parágrafo único',
} as const;

/** Time away that, past its limit inside one acquisition period, loses that period (art. 133). */
export interface VacationInterruption {
  from: string;
  to: string;
  /**
   * `paid_leave`: licença remunerada (art. 133 II, over 30 days); `company_stoppage`: paid
   * stoppage of the company's services (III, over 30 days); `inss_benefit`: sickness or accident
   * benefit (IV, over 6 months in the period, even if discontinuous).
   */
  kind: 'paid_leave' | 'company_stoppage' | 'inss_benefit';
}

export interface VacationInput {
  admission: string;
  /** The day the balance is read on (the request's "today"); no period is opened after it. */
  asOf: string;
  /** Days of unjustified absence (art. 130 counts them per acquisition period). */
  unjustifiedAbsences: readonly string[];
  /** Vacation taken or scheduled, inclusive ranges of calendar days. */
  vacations: readonly { from: string; to: string }[];
  interruptions?: readonly VacationInterruption[];
  /** A concession period ending within these days (with days left) is warned about. */
  warnDays?: number;
}

export type VacationStatus =
  /** The 12 months are still running: `accrued_days` is what is proportionally earned so far. */
  | 'acquiring'
  /** Acquired, with days left to grant inside the concession period. */
  | 'open'
  /** Acquired, every day granted. */
  | 'taken'
  /** The concession period ended with days left: owed in double (art. 137). */
  | 'overdue'
  /** More than 32 unjustified absences: no vacation for this period (art. 130). */
  | 'none'
  /** Lost by art. 133; a new period started on the return to work. */
  | 'lost';

export interface VacationPeriod {
  acquisition_start: string;
  acquisition_end: string;
  /** The last day the company may grant these days without paying them in double. */
  concession_end: string;
  unjustified_absences: number;
  /** 30, 24, 18, 12 or 0 days by the absences (art. 130); 0 when lost. */
  entitled_days: number;
  /** While acquiring: twelfths earned (a month, or more than 14 days of one) × entitled / 12. */
  accrued_days: number;
  taken_days: number;
  /** Of `taken_days`, those granted after the concession period (paid in double). */
  double_days: number;
  left_days: number;
  status: VacationStatus;
  /** Why the period was lost (art. 133 II, III or IV), when it was. */
  lost_reason?: VacationInterruption['kind'];
  /** The concession period ends within `warnDays` and days are left. */
  expiring_soon: boolean;
  refs: string[];
}

export interface VacationBalance {
  periods: VacationPeriod[];
  /** Vacation days taken before any period could cover them (granted in advance). */
  advance_days: number;
}

/** Days of [from, to] that fall in [start, end]. */
function overlap(from: number, to: number, start: number, end: number): number {
  return Math.max(0, Math.min(to, end) - Math.max(from, start) + 1);
}

/** The days due for an acquisition period with `absences` unjustified absences (art. 130). */
export function entitledDays(absences: number): number {
  if (absences <= 5) return 30;
  if (absences <= 14) return 24;
  if (absences <= 23) return 18;
  if (absences <= 32) return 12;
  return 0;
}

/** Twelfths of a year earned from `start` to `asOf`: whole months, and a fraction over 14 days. */
function twelfths(start: string, asOf: string): number {
  let months = 0;
  while (months < 12 && addMonths(start, months + 1) <= dateOf(dayOf(asOf) + 1)) months += 1;
  if (months < 12) {
    const partial = dayOf(asOf) - dayOf(addMonths(start, months)) + 1;
    if (partial > 14) months += 1;
  }
  return months;
}

const LIMITS: Record<VacationInterruption['kind'], number> = {
  paid_leave: 30,
  company_stoppage: 30,
  inss_benefit: 180,
};

/**
 * The first day on which the interruptions inside [start, end] pass a limit of art. 133, with the
 * day the employee is back (the next period starts then) and the reason; none: the period stands.
 */
function lossIn(
  interruptions: readonly VacationInterruption[],
  start: number,
  end: number,
): { returnDay: number; kind: VacationInterruption['kind'] } | null {
  const sorted = [...interruptions].sort((a, b) => dayOf(a.from) - dayOf(b.from));
  const used: Record<VacationInterruption['kind'], number> = {
    paid_leave: 0,
    company_stoppage: 0,
    inss_benefit: 0,
  };
  for (const item of sorted) {
    const days = overlap(dayOf(item.from), dayOf(item.to), start, end);
    if (days === 0) continue;
    used[item.kind] += days;
    if (used[item.kind] > LIMITS[item.kind]) {
      return { returnDay: dayOf(item.to) + 1, kind: item.kind };
    }
  }
  return null;
}

/**
 * Every acquisition period from the admission up to `asOf` (the last one still acquiring), each
 * with its entitlement, concession period, the vacation days that went to it (oldest period
 * first, only once acquired) and its status.
 */
export function vacationBalance(input: VacationInput): VacationBalance {
  const asOf = dayOf(input.asOf);
  const warnDays = input.warnDays ?? 60;
  const absences = input.unjustifiedAbsences.map(dayOf);
  const interruptions = input.interruptions ?? [];

  // 1. The periods: 12 months each, restarted on the return after a loss (art. 133 §2).
  const periods: VacationPeriod[] = [];
  let start = input.admission;
  while (dayOf(start) <= asOf) {
    const nextStart = addMonths(start, 12);
    const end = dayOf(nextStart) - 1;
    const loss = lossIn(interruptions, dayOf(start), end);
    const count = absences.filter((d) => d >= dayOf(start) && d <= end).length;
    const acquiring = !loss && end >= asOf;
    const entitled = loss ? 0 : entitledDays(count);
    periods.push({
      acquisition_start: start,
      acquisition_end: loss ? dateOf(loss.returnDay - 1) : dateOf(end),
      concession_end: dateOf(dayOf(addMonths(nextStart, 12)) - 1),
      unjustified_absences: count,
      entitled_days: entitled,
      accrued_days: acquiring ? (entitled * twelfths(start, input.asOf)) / 12 : entitled,
      taken_days: 0,
      double_days: 0,
      left_days: entitled,
      status: loss ? 'lost' : acquiring ? 'acquiring' : entitled === 0 ? 'none' : 'open',
      ...(loss ? { lost_reason: loss.kind } : {}),
      expiring_soon: false,
      refs: loss
        ? [VACATION_REFS.lost, VACATION_REFS.newPeriod]
        : [VACATION_REFS.entitlement, VACATION_REFS.concession],
    });
    if (loss) {
      if (loss.returnDay > asOf) break;
      start = dateOf(loss.returnDay);
    } else {
      start = nextStart;
    }
  }

  // 2. Each day taken goes to the oldest acquired period with days left when it was taken.
  let advance = 0;
  const days = input.vacations
    .flatMap((v) => {
      const out: number[] = [];
      for (let d = dayOf(v.from); d <= dayOf(v.to); d += 1) out.push(d);
      return out;
    })
    .sort((a, b) => a - b);
  for (const day of days) {
    const period = periods.find(
      (p) =>
        p.status !== 'lost' &&
        p.status !== 'acquiring' &&
        dayOf(p.acquisition_end) < day &&
        p.left_days > 0,
    );
    if (!period) {
      advance += 1;
      continue;
    }
    period.taken_days += 1;
    period.left_days -= 1;
    if (day > dayOf(period.concession_end)) period.double_days += 1;
  }

  // 3. Status as of the day read.
  for (const p of periods) {
    if (p.status !== 'open') continue;
    const concessionEnd = dayOf(p.concession_end);
    if (p.left_days === 0) p.status = 'taken';
    else if (asOf > concessionEnd) p.status = 'overdue';
    else p.expiring_soon = concessionEnd - asOf <= warnDays;
    if (p.double_days > 0 || p.status === 'overdue') p.refs.push(VACATION_REFS.double);
  }
  return { periods, advance_days: advance };
}

/**
 * Whether a vacation split follows art. 134 §1 (as amended in 2017): at most three parts, one of
 * at least 14 calendar days and none under 5. Answers the broken rule, or null.
 */
export function vacationSplitProblem(
  parts: readonly number[],
): 'too_many_parts' | 'no_part_of_14_days' | 'part_under_5_days' | null {
  if (parts.length > 3) return 'too_many_parts';
  if (parts.some((days) => days < 5)) return 'part_under_5_days';
  if (!parts.some((days) => days >= 14)) return 'no_part_of_14_days';
  return null;
}
