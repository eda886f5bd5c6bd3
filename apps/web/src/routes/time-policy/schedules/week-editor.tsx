import { WEEKDAY_KEYS } from '@ponteiro/shared';
import { Button, Form } from 'antd';
import type { SchemaRules } from '../../../forms/schema-rules';
import { useTimePolicyTranslation } from '../texts';
import { DayPairs } from './day-pairs';
import type { PairValue, ScheduleFormValues } from './schedule-form-values';

const COPIED_TO = ['tue', 'wed', 'thu', 'fri'] as const;

/** A weekly schedule: Monday to Sunday, each with its pairs (none is a day off). */
export function WeekEditor({ check }: { check: SchemaRules }) {
  const { t } = useTimePolicyTranslation();
  const form = Form.useFormInstance<ScheduleFormValues>();
  const copyMonday = () => {
    const monday: PairValue[] = form.getFieldValue(['days', 'mon']) ?? [];
    form.setFieldsValue({
      days: Object.fromEntries(COPIED_TO.map((day) => [day, monday.map((pair) => ({ ...pair }))])),
    } as Partial<ScheduleFormValues>);
  };
  return (
    <div className="day-list">
      {WEEKDAY_KEYS.map((day) => (
        <DayPairs
          key={day}
          name={['days', day]}
          label={t(`weekdays.long.${day}`)}
          check={check}
          aside={
            day === 'mon' ? (
              <Button size="small" type="link" onClick={copyMonday}>
                {t('form.copyWeekdays')}
              </Button>
            ) : null
          }
        />
      ))}
    </div>
  );
}
