import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { dayPairsSchema, timeOfDaySchema } from '@ponteiro/shared';
import { Button, Form, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { SchemaRules } from '../../../forms/schema-rules';
import { engineProblem } from '../engine-check';
import { type TimePolicyT, useTimePolicyTranslation } from '../texts';
import { TimeInput } from '../time-input';
import type { PairValue } from './schedule-form-values';
import { markMinutes } from './schedule-marks';

const isTime = (value: unknown) => timeOfDaySchema.safeParse(value).success;

/** The leading pairs whose four times are all valid (what can be placed on the clock yet). */
function completePairs(values: PairValue[] | undefined): [string, string][] {
  const pairs: [string, string][] = [];
  for (const pair of values ?? []) {
    if (!isTime(pair?.start) || !isTime(pair?.end)) break;
    pairs.push([pair.start, pair.end]);
  }
  return pairs;
}

/** The engine's objection to a day's pairs (overlapping, or more than 24 h), in the UI's words. */
export function dayProblem(t: TimePolicyT, values: PairValue[] | undefined): string | undefined {
  const pairs = completePairs(values);
  if (pairs.length === 0 || pairs.length !== (values ?? []).length) return undefined;
  const problem = engineProblem({ schedule: { kind: 'weekly', days: { mon: pairs } } });
  if (!problem) return undefined;
  if (problem.code === 'pairs_overlap') return t('form.overlap');
  if (problem.code === 'day_over_24h') return t('form.over24h');
  return t('form.scheduleError', { message: problem.detail });
}

interface DayPairsProps {
  /** The day's list in the form: ['days', 'mon'] or ['pattern', 3]. */
  name: [string, string | number];
  /** Names the day in its inputs' labels ("Segunda", "Dia 4"). */
  label: string;
  /** Shown beside the label (a date, a copy button). */
  aside?: ReactNode;
  check: SchemaRules;
}

/**
 * One day's in/out pairs: add and remove pairs (as many as the contract allows), each time
 * checked by the contract where it lands in the body, a pair ending after midnight tagged
 * "→ dia seguinte", and the engine's objection to the whole day underneath.
 */
export function DayPairs({ name, label, aside, check }: DayPairsProps) {
  const { t } = useTimePolicyTranslation();
  const values: PairValue[] | undefined = Form.useWatch(name, { preserve: true });
  const marks = markMinutes(completePairs(values));
  const problem = dayProblem(t, values);
  const bodyPath = ['schedule', ...name];
  // The contract's limit, asked of the contract: would one more pair still be a valid day?
  const canAdd = dayPairsSchema.safeParse(
    Array.from({ length: (values?.length ?? 0) + 1 }, () => ['08:00', '09:00']),
  ).success;

  return (
    <fieldset className="day-pairs" aria-label={label}>
      <div className="day-pairs__label">
        <strong>{label}</strong>
        {aside}
      </div>
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <div className="day-pairs__list">
            {fields.length === 0 ? (
              <span className="day-pairs__off">{t('form.dayOff')}</span>
            ) : null}
            {fields.map((field) => {
              const n = field.name + 1;
              const at = (end: 0 | 1) => [...bodyPath, field.name, end];
              return (
                <div className="day-pairs__pair" key={field.key}>
                  <Form.Item name={[field.name, 'start']} rules={check('start', at(0))}>
                    <TimeInput aria-label={t('form.pairStart', { day: label, n })} />
                  </Form.Item>
                  <span aria-hidden="true">–</span>
                  <Form.Item name={[field.name, 'end']} rules={check('end', at(1))}>
                    <TimeInput aria-label={t('form.pairEnd', { day: label, n })} />
                  </Form.Item>
                  {(marks[field.name]?.[1] ?? 0) >= 1440 ? (
                    <Tag color="orange">{t('form.nextDay')}</Tag>
                  ) : null}
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('form.removePair', { day: label, n })}
                    onClick={() => remove(field.name)}
                  />
                </div>
              );
            })}
            {canAdd ? (
              <Button
                size="small"
                icon={<PlusOutlined />}
                onClick={() => add({ start: '', end: '' })}
              >
                {t('form.addPair')}
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
      {problem ? (
        <div className="day-pairs__problem" role="alert">
          {problem}
        </div>
      ) : null}
    </fieldset>
  );
}
