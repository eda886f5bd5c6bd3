import {
  type Department,
  type EngineSchedule,
  endpoints,
  type FullRules,
  type SimulationBody,
  type Subsidiary,
  simulationBodySchema,
  simulationProposalSchema,
} from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { Alert, Button, DatePicker, Form, Select, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useOptions } from '../../../components/resource/use-options';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { formatDate } from '../../../i18n/format';
import { EmployeeSelect } from '../../timesheets/punch-log/employee-select';
import { todayIso } from '../../timesheets/punch-log/use-punch-list';
import { partialRulesOf } from '../rules/rule-fields';
import { RulesFields } from '../rules/rules-fields';
import {
  applyPreset,
  bodyOf,
  initialValues,
  PRESETS,
  proposalRules,
  type SimulatorValues,
} from './simulator-values';
import { useSimulatorTranslation } from './texts';

const STATUTORY = DEFAULT_RULES as FullRules;
const WHO = ['all', 'subsidiary', 'department', 'employees'] as const;
const searchable = { showSearch: { optionFilterProp: 'label' } } as const;

/** The rules are checked by the contract, where they land in the proposal. */
const checkRules = schemaRules(simulationProposalSchema, (v: SimulatorValues) => ({
  rules: partialRulesOf(v.rules),
  schedule: null,
}));

/**
 * The proposal and whose past period it replays: the company's rules prefilled (only what is
 * changed is proposed), the common proposals one click away.
 */
export function SimulatorForm({
  defaults,
  period,
  pending,
  onRun,
}: {
  defaults: FullRules;
  /** A period a link brings (`?from=&to=`); else last month. */
  period?: { from: string; to: string } | undefined;
  pending: boolean;
  onRun: (body: SimulationBody) => Promise<unknown>;
}) {
  const { t } = useSimulatorTranslation();
  const [form] = Form.useForm<SimulatorValues>();
  const [error, setError] = useState<string>();
  const [initial] = useState(() => {
    const values = initialValues(defaults, todayIso());
    return period ? { ...values, period } : values;
  });
  const who = Form.useWatch('who', form) ?? initial.who;
  // The schedule comes only from the 12x36 preset (the schedule editor is the schedules screen's).
  const [schedule, setSchedule] = useState<EngineSchedule | null>(null);
  const rules = Form.useWatch('rules', form);
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const departments = useOptions<Department>(endpoints.organization.departments, {
    ordering: 'path',
  });
  const checkSelection = schemaRules(simulationBodySchema, (v: SimulatorValues) =>
    bodyOf({ ...initial, ...v }, defaults),
  );
  const unchanged =
    schedule === null &&
    rules !== undefined &&
    Object.keys(proposalRules({ ...initial, rules }, defaults)).length === 0;

  const preset = (name: (typeof PRESETS)[number]) => {
    const values = { ...initial, ...form.getFieldsValue(true), schedule } as SimulatorValues;
    const next = applyPreset(values, name);
    form.setFieldsValue({ rules: next.rules });
    setSchedule(next.schedule);
  };

  return (
    <Form<SimulatorValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      data-testid="simulator-form"
      onFinish={async (values) => {
        setError(undefined);
        try {
          await onRun(bodyOf({ ...initial, ...values, schedule }, defaults));
        } catch (caught) {
          setError(applyServerErrors(form, caught, []));
        }
      }}
    >
      <FormAlert message={error} />
      <fieldset className="form-section">
        <legend>{t('form.scope')}</legend>
        <div className="form-grid">
          <Form.Item
            name="period"
            label={t('form.period')}
            extra={t('form.periodHelp')}
            rules={checkSelection('period', ['selection', 'to'])}
            getValueProps={(p: SimulatorValues['period']) => ({
              value: p ? [dayjs(p.from), dayjs(p.to)] : undefined,
            })}
            normalize={(range: [dayjs.Dayjs, dayjs.Dayjs] | null) =>
              range
                ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') }
                : initial.period
            }
          >
            <DatePicker.RangePicker
              format="DD/MM/YYYY"
              allowClear={false}
              data-testid="simulator-period"
            />
          </Form.Item>
          <Form.Item name="who" label={t('form.who')}>
            <Select
              data-testid="simulator-who"
              options={WHO.map((value) => ({ value, label: t(`form.whoOptions.${value}`) }))}
            />
          </Form.Item>
          {who === 'subsidiary' ? (
            <Form.Item
              name="subsidiary_id"
              label={t('form.subsidiary')}
              rules={checkSelection('subsidiary_id', ['selection', 'subsidiary_id'])}
            >
              <Select
                {...searchable}
                data-testid="simulator-subsidiary"
                loading={subsidiaries.isLoading}
                options={(subsidiaries.data?.results ?? []).map((s) => ({
                  value: s.id,
                  label: s.name,
                }))}
              />
            </Form.Item>
          ) : null}
          {who === 'department' ? (
            <Form.Item
              name="department_id"
              label={t('form.department')}
              rules={checkSelection('department_id', ['selection', 'department_id'])}
            >
              <Select
                {...searchable}
                data-testid="simulator-department"
                loading={departments.isLoading}
                options={(departments.data?.results ?? []).map((d) => ({
                  value: d.id,
                  label: d.path.join(' / '),
                }))}
              />
            </Form.Item>
          ) : null}
          {who === 'employees' ? (
            <Form.Item
              name="employee_ids"
              label={t('form.employees')}
              rules={checkSelection('employee_ids', ['selection', 'employee_ids'])}
            >
              <EmployeeSelect multiple />
            </Form.Item>
          ) : null}
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('form.presets')}</legend>
        <Space wrap>
          {PRESETS.map((name) => (
            <Button
              key={name}
              data-testid={`simulator-preset-${name}`}
              onClick={() => preset(name)}
            >
              {t(`form.preset.${name}`)}
            </Button>
          ))}
        </Space>
        <p className="simulator__help">{t('form.rulesHelp')}</p>
        <p data-testid="simulator-schedule">
          <strong>{t('form.schedule')}: </strong>
          {schedule && schedule.kind === 'cycle' ? (
            <Tag closable onClose={() => setSchedule(null)}>
              {t('form.scheduleScale', { date: formatDate(schedule.anchor) })}
            </Tag>
          ) : (
            t('form.scheduleNone')
          )}
        </p>
      </fieldset>
      <RulesFields mode="full" baseline={STATUTORY} check={checkRules} />
      {unchanged ? <Alert type="info" showIcon message={t('form.noChanges')} /> : null}
      <Button
        type="primary"
        htmlType="submit"
        loading={pending}
        className="simulator__run"
        data-testid="simulator-run"
      >
        {t('form.run')}
      </Button>
    </Form>
  );
}
