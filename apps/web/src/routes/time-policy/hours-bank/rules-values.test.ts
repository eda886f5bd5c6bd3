import { type HoursBankSettings, hoursBankSettingsBodySchema } from '@ponteiro/shared';
import { describe, expect, it } from 'vitest';
import { rulesBody, rulesValues } from './rules-values';

const SETTINGS: HoursBankSettings = {
  period: 'semiannual',
  start_month: 3,
  expiry_months: null,
  daily_cap_minutes: 120,
  period_cap_minutes: null,
  multipliers: { weekday: 100, saturday: 150, rest_day: 200, holiday: 200 },
  at_expiry: 'forfeit',
  legal_basis: 'CLT art. 59 §5 (acordo individual escrito)',
  updated_at: null,
};

describe('the hours bank form values', () => {
  it('shows caps as HH:MM and "at the end of the period" as 0, and sends them back as minutes', () => {
    const values = rulesValues(SETTINGS);
    expect(values).toMatchObject({
      expiry_months: 0,
      daily_cap_minutes: '02:00',
      period_cap_minutes: '',
    });
    const body = rulesBody({ ...values, period_cap_minutes: '40:30' });
    expect(body).toMatchObject({
      expiry_months: null,
      daily_cap_minutes: 120,
      period_cap_minutes: 2430,
    });
    expect(hoursBankSettingsBodySchema.safeParse(body).success).toBe(true);
  });

  it('lets the contract refuse a cap that is not HH:MM and an expiry longer than the period', () => {
    const values = rulesValues(SETTINGS);
    const badCap = hoursBankSettingsBodySchema.safeParse(
      rulesBody({ ...values, daily_cap_minutes: '2 horas' }),
    );
    expect(badCap.error?.issues.map((i) => i.path.join('.'))).toEqual(['daily_cap_minutes']);
    const tooLong = hoursBankSettingsBodySchema.safeParse(
      rulesBody({ ...values, expiry_months: 7 }),
    );
    expect(tooLong.error?.issues[0]?.message).toBe('validation.hours_bank_expiry|6');
  });
});
