import type { Tenant } from '@ponteiro/db';
import { addDays } from '../../lib/calendar-date.js';
import { latestReviews } from '../punches/abnormal.repository.js';
import {
  type AbnormalThresholds,
  detectAnomalies,
  marksByDate,
  missingWindowOf,
  type PlannedMark,
  periodOf,
  type RulePunch,
} from '../punches/abnormal-rules.js';
import { timeTrackingSettingsOf } from '../time-tracking/time-tracking.repository.js';
import { type RulePunchRow, rulePunchesOf, type ScopeEmployee } from './dashboard.repository.js';
import { type PlannedWorkday, plannedWorkdays } from './planned-marks.js';
import { zoneDate } from './zone-date.js';

// The abnormal punches still waiting for a decision, counted with the rules of the abnormal-punch
// screen (punches/abnormal-rules.ts) over its default period (the last 7 days), but for the whole
// scope at once: one plan read (planned-marks.ts) and one lean punch read for everyone, instead of
// a scenario and a punch-log page per employee.

function rulePunch(row: RulePunchRow): RulePunch {
  // Only counted here: the ISO of a punch feeds a list's detail, not whether it is an anomaly.
  return {
    id: row.id,
    recorded: row.recorded,
    at: row.at,
    iso: '',
    recordedAt: row.recordedAt,
    day: row.day,
    flags: row.flags,
    offline: row.offline,
  };
}

/** How many anomalies of the scope's employees in the last 7 days nobody decided on. */
export async function pendingAbnormalCount(
  t: Tenant,
  people: readonly ScopeEmployee[],
  today: string,
  now: Date,
): Promise<number> {
  if (people.length === 0) return 0;
  const period = periodOf({}, today);
  // From the day before: a workday that ends after midnight puts marks on the first date.
  const planned = await plannedWorkdays(t, people, addDays(period.from, -1), period.to);
  // The company's thresholds and workday cut-off, as the abnormal-punch screen reads them.
  const settings = await timeTrackingSettingsOf(t);
  const cutoff = settings.workday_cutoff;
  const thresholds: AbnormalThresholds = {
    farFromScheduleMinutes: settings.far_from_schedule_minutes,
    repeatedPunchSeconds: settings.repeated_punch_seconds,
  };
  const rows = await rulePunchesOf(
    t,
    people.map((p) => p.id),
    period.from,
    period.to,
    cutoff,
  );
  const reviews = await latestReviews(t, period);
  const reviewed = new Map(
    reviews.map((r) => [`${r.kind}|${r.employeeId}|${r.day}|${r.recordId ?? ''}`, r]),
  );
  const rowsByEmployee = new Map<string, RulePunchRow[]>();
  const rowById = new Map<string, RulePunchRow>();
  for (const row of rows) {
    rowById.set(row.id, row);
    const list = rowsByEmployee.get(row.employeeId) ?? [];
    list.push(row);
    rowsByEmployee.set(row.employeeId, list);
  }

  // Everyone on a schedule shares its workday objects (planned-marks.ts): each is dated once.
  const dated = new Map<PlannedWorkday, Map<string, PlannedMark[]>>();
  const datedMarksOf = (workdays: Iterable<PlannedWorkday>) => {
    const byDate = new Map<string, PlannedMark[]>();
    for (const workday of workdays) {
      let own = dated.get(workday);
      if (!own) {
        own = marksByDate(workday.marks, cutoff);
        dated.set(workday, own);
      }
      for (const [date, list] of own) {
        const kept = byDate.get(date);
        byDate.set(date, kept ? [...kept, ...list] : list);
      }
    }
    return byDate;
  };

  let pending = 0;
  for (const person of people) {
    const workdays = planned.get(person.id);
    // Without any assignment the schedule kinds wait (as on the abnormal-punch screen).
    const marks = workdays ? datedMarksOf(workdays.values()) : undefined;
    const personToday = zoneDate(now, person.timeZone);
    const found = detectAnomalies({
      punches: (rowsByEmployee.get(person.id) ?? []).filter((r) => !r.disregarded).map(rulePunch),
      planned: marks,
      today: personToday,
      thresholds,
      missingWindow: missingWindowOf(
        period,
        { admissionDate: person.admissionDate, terminationDate: null, status: 'active' },
        personToday,
      ),
    });
    for (const d of found) {
      if (d.day < period.from || d.day > period.to) continue;
      const review = reviewed.get(`${d.kind}|${person.id}|${d.day}|${d.recordId ?? ''}`);
      // A disregard that was undone since leaves it pending again (as the screen shows it).
      const row = d.recordId ? rowById.get(d.recordId) : undefined;
      if (!review || (review.decision === 'disregard' && !row?.disregarded)) {
        pending++;
      }
    }
  }
  return pending;
}
