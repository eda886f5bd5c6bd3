import type { Rules } from './types.js';

/** The statutory values; companies change them per schedule (collective agreements). */
export const DEFAULT_RULES: Rules = {
  tolerancePerMark: 5, // CLT art. 58 §1
  tolerancePerDay: 10,
  night: { start: '22:00', end: '05:00', reducedHour: true, extendAfterEnd: true }, // art. 73
  overtimeRate: 50, // CF art. 7º XVI
  restDayRate: 100, // Lei 605/1949 art. 9; TST Súmula 146
  restDays: ['sun'],
  hoursBank: false,
  breaks: { shortAfter: 240, shortBreak: 15, longAfter: 360, longBreak: 60 }, // art. 71
  interjornadaMinutes: 11 * 60, // art. 66
  // The contract's rule; 35 * 60 (arts. 66 + 67, Súmula 110) is the stricter reading a company may set.
  interjornadaAcrossRestDayMinutes: 11 * 60,
  holidayHoursByCalendarDay: false,
};

/** Legal references the explanations cite. */
export const REFS = {
  tolerance: 'CLT art. 58 §1; TST Súmula 366',
  overtime: 'CLT art. 59 §1; CF art. 7º XVI',
  restDay: 'Lei 605/1949 art. 9; TST Súmula 146',
  night: 'CLT art. 73 §2',
  nightReduced: 'CLT art. 73 §1',
  nightExtension: 'CLT art. 73 §5; TST Súmula 60 II',
  breaks: 'CLT art. 71 §4',
  interjornada: 'CLT art. 66; TST OJ SDI-1 355',
  interjornadaRestDay: 'CLT arts. 66 e 67; TST Súmula 110',
  absence: 'Lei 605/1949 art. 6',
  justified: 'CLT art. 473',
  hoursBank: 'CLT art. 59 §§2, 5 e 6',
  schedule: 'CLT art. 58',
  punches: 'Portaria MTP 671/2021 art. 74',
  late: 'CLT art. 58 §1',
  preAssignedBreak: 'Portaria MTP 671/2021 art. 83; CLT art. 74 §2',
} as const;
