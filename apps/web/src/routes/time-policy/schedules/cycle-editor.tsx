import { cycleScheduleSchema } from '@ponteiro/shared';
import { Alert, Button, DatePicker, Form, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { SchemaRules } from '../../../forms/schema-rules';
import { currentLanguage } from '../../../i18n';
import { datePickerProps } from '../../../i18n/date-input';
import { formatDate } from '../../../i18n/format';
import { weekdayOf } from '../../../lib/calendar-dates';
import { useTimePolicyTranslation } from '../texts';
import {
  CYCLE_PRESETS,
  type CyclePreset,
  cyclePattern,
  cycleShape,
  PRESET_NAMES,
  presetOf,
} from './cycle-shape';
import { DayPairs } from './day-pairs';
import {
  type PairValue,
  pairsOf,
  pairValues,
  type ScheduleFormValues,
} from './schedule-form-values';
import type { Pair } from './schedule-marks';

/** Whether a cycle of `length` days is one the contract takes (its limits, asked of it). */
const validLength = (length: number) =>
  cycleScheduleSchema.shape.pattern.safeParse(Array.from({ length }, () => [])).success;

/**
 * A rotation (escala): a pattern of days from an anchor date, built from a preset (12x36, 24x72,
 * 6x1, 5x2) or any n×m, then adjusted day by day. Building a rotation also leaves the weekly rest
 * days (DSR) empty, since the cycle's own days off are the rest (`onBuilt`).
 */
export function CycleEditor({ check, onBuilt }: { check: SchemaRules; onBuilt: () => void }) {
  const { t } = useTimePolicyTranslation();
  const form = Form.useFormInstance<ScheduleFormValues>();
  // `preserve`: the whole pattern is no field of its own (each day is a list), so it is watched
  // from the store.
  const pattern: PairValue[][] = Form.useWatch('pattern', { preserve: true }) ?? [];
  const anchor: Dayjs | null = Form.useWatch('anchor', { preserve: true }) ?? null;
  const restDays = Form.useWatch(['rules', 'restDays'], { preserve: true });
  const shape = cycleShape(pattern.map(pairsOf));
  const [custom, setCustom] = useState<{ work: number; off: number } | null>(null);
  const language = currentLanguage();

  const build = (next: Pair[][]) => {
    form.setFieldValue('pattern', next.map(pairValues));
    onBuilt();
  };
  const choose = (choice: CyclePreset | 'custom') => {
    if (choice === 'custom') {
      setCustom({ work: shape?.work ?? 5, off: shape?.off ?? 1 });
      return;
    }
    setCustom(null);
    const preset = CYCLE_PRESETS[choice];
    build(cyclePattern(preset.work, preset.off, preset.pairs));
  };
  const firstDay = pairsOf(pattern[0]);
  /** "dom 01/11/2026": where the first pass of the cycle falls. */
  const dayAside = (k: number) => {
    const date = anchor?.add(k, 'day');
    if (!date?.isValid()) return null;
    const iso = date.format('YYYY-MM-DD');
    return (
      <span className="cell-muted">{`${t(`weekdays.short.${weekdayOf(iso)}`)} ${formatDate(iso)}`}</span>
    );
  };

  return (
    <div className="cycle-editor">
      <div className="form-grid">
        <Form.Item label={t('cycle.preset')} extra={t('cycle.presetHelp')}>
          <Select
            aria-label={t('cycle.preset')}
            value={custom ? 'custom' : (presetOf(pattern.map(pairsOf)) ?? 'custom')}
            onChange={choose}
            options={[...PRESET_NAMES, 'custom' as const].map((name) => ({
              value: name,
              label: t(`cycle.presets.${name}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="anchor"
          label={t('cycle.anchor')}
          extra={t('cycle.anchorHelp')}
          rules={check('anchor', ['schedule', 'anchor'])}
        >
          <DatePicker {...datePickerProps(language)} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      {custom ? (
        <Space wrap align="end" className="cycle-editor__custom">
          {(['work', 'off'] as const).map((part) => (
            <Form.Item key={part} label={t(`cycle.${part}Days`)}>
              <InputNumber
                aria-label={t(`cycle.${part}Days`)}
                // At least one working day; a rotation may have no day off (7x0).
                min={part === 'work' ? 1 : 0}
                value={custom[part]}
                onChange={(days) => setCustom({ ...custom, [part]: days ?? 0 })}
              />
            </Form.Item>
          ))}
          <Form.Item>
            <Button
              disabled={!validLength(custom.work + custom.off)}
              onClick={() =>
                build(
                  cyclePattern(
                    custom.work,
                    custom.off,
                    firstDay.length > 0 ? firstDay : CYCLE_PRESETS['5x2'].pairs,
                  ),
                )
              }
            >
              {t('cycle.apply')}
            </Button>
          </Form.Item>
        </Space>
      ) : null}
      {Array.isArray(restDays) && restDays.length === 0 ? (
        <Alert
          type="info"
          showIcon
          className="cycle-editor__note"
          message={t('cycle.restDaysCleared')}
        />
      ) : null}
      <Space wrap className="cycle-editor__actions">
        <strong>{t('cycle.length', { count: pattern.length })}</strong>
        <Button
          size="small"
          disabled={!validLength(pattern.length + 1)}
          onClick={() => form.setFieldValue('pattern', [...pattern, []])}
        >
          {t('cycle.addDay')}
        </Button>
        <Button
          size="small"
          disabled={!validLength(pattern.length - 1)}
          onClick={() => form.setFieldValue('pattern', pattern.slice(0, -1))}
        >
          {t('cycle.removeDay')}
        </Button>
        <Button
          size="small"
          disabled={firstDay.length === 0}
          onClick={() =>
            form.setFieldValue(
              'pattern',
              pattern.map((day, k) => (k > 0 && day.length > 0 ? pairValues(firstDay) : day)),
            )
          }
        >
          {t('cycle.repeatFirst')}
        </Button>
      </Space>
      <div className="day-list">
        {pattern.map((_, k) => (
          <DayPairs
            // biome-ignore lint/suspicious/noArrayIndexKey: a cycle's days are its positions.
            key={k}
            name={['pattern', k]}
            label={t('cycle.day', { n: k + 1 })}
            aside={dayAside(k)}
            check={check}
          />
        ))}
      </div>
    </div>
  );
}
