import {
  endpoints,
  HOURS_BANK_PERIODS,
  type HoursBankSettings,
  hoursBankSettingsBodySchema,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
} from 'antd';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { formatDateTime } from '../../../i18n/format';
import { useCalendarTranslation } from '../calendar-texts';
import { monthName } from '../holidays/calendar-format';
import { parseHhmm } from './hhmm';
import { RULE_FIELDS, type RulesValues, rulesBody, rulesValues } from './rules-values';

const RATES = [
  { field: 'weekday', label: 'rateWeekday' },
  { field: 'saturday', label: 'rateSaturday' },
  { field: 'rest_day', label: 'rateRestDay' },
  { field: 'holiday', label: 'rateHoliday' },
] as const;

const MONTHS = Array.from({ length: 12 }, (_, k) => k + 1);

/** The hours bank rules as a form; read-only (no button, fields off) without `.edit`. */
export function RulesForm({
  settings,
  editable,
}: {
  settings: HoursBankSettings;
  editable: boolean;
}) {
  const { t } = useCalendarTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RulesValues>();
  const [error, setError] = useState<string>();
  const rules = schemaRules(hoursBankSettingsBodySchema, rulesBody);
  // The format is the screen's check (the contract sees minutes); the range stays the contract's.
  const capRules = (field: 'daily_cap_minutes' | 'period_cap_minutes'): FormRule[] => [
    {
      validator: async (_rule, value: string | undefined) => {
        if (value?.trim() && parseHhmm(value) === undefined)
          throw new Error(t('hoursBank.capFormat'));
      },
    },
    ...rules(field),
  ];

  const save = useMutation({
    mutationFn: (values: RulesValues) =>
      callOperation(
        endpoints.timePolicy.updateHoursBank,
        { body: rulesBody(values) },
        { silent: true },
      ),
    onSuccess: (saved) => {
      toast.success(t('hoursBank.saved'));
      // The exact key: invalidating the path would also reload the opening balances below it.
      queryClient.setQueryData(queryKeyOf(endpoints.timePolicy.hoursBank), saved);
      form.setFieldsValue(rulesValues(saved));
    },
    onError: (caught) => setError(applyServerErrors(form, caught, RULE_FIELDS)),
  });

  return (
    <Form<RulesValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!editable}
      initialValues={rulesValues(settings)}
      onFinish={(values) => {
        setError(undefined);
        save.mutate(values);
      }}
      data-testid="hours-bank-rules"
    >
      <FormAlert message={error} />
      <Form.Item name="period" label={t('hoursBank.period')}>
        <Radio.Group
          vertical
          options={HOURS_BANK_PERIODS.map((period) => ({
            value: period,
            label: (
              <>
                <strong>{t(`hoursBank.periods.${period}`)}</strong>
                {' — '}
                {t(`hoursBank.periodHelp.${period}`)}
              </>
            ),
          }))}
        />
      </Form.Item>
      <Alert
        showIcon
        type="info"
        style={{ marginBottom: 24 }}
        title={t('hoursBank.legalBasis', { basis: settings.legal_basis })}
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="start_month"
            label={t('hoursBank.startMonth')}
            rules={rules('start_month')}
          >
            <Select options={MONTHS.map((m) => ({ value: m, label: monthName(m) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="expiry_months"
            label={t('hoursBank.expiry')}
            rules={rules('expiry_months')}
            dependencies={['period']}
          >
            <Select
              options={[
                { value: 0, label: t('hoursBank.expiryEnd') },
                ...MONTHS.map((m) => ({
                  value: m,
                  label: t('hoursBank.expiryMonths', { count: m }),
                })),
              ]}
            />
          </Form.Item>
        </Col>
        {(['daily_cap_minutes', 'period_cap_minutes'] as const).map((field) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item
              name={field}
              label={t(
                field === 'daily_cap_minutes' ? 'hoursBank.dailyCap' : 'hoursBank.periodCap',
              )}
              extra={t('hoursBank.capHelp')}
              rules={capRules(field)}
              validateFirst
            >
              <Input inputMode="numeric" autoComplete="off" placeholder="HH:MM" maxLength={7} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <fieldset className="import-mode">
        <legend>{t('hoursBank.rates')}</legend>
        <p className="cell-muted">{t('hoursBank.ratesHelp')}</p>
        <Row gutter={16}>
          {RATES.map(({ field, label }) => (
            <Col xs={12} md={6} key={field}>
              <Form.Item
                name={['multipliers', field]}
                label={t(`hoursBank.${label}`)}
                rules={rules(field, ['multipliers', field])}
              >
                <InputNumber min={0} max={1000} step={10} suffix="%" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </fieldset>
      <Form.Item name="at_expiry" label={t('hoursBank.atExpiry')}>
        <Radio.Group
          options={[
            { value: 'pay', label: t('hoursBank.atExpiryPay') },
            { value: 'forfeit', label: t('hoursBank.atExpiryForfeit') },
          ]}
        />
      </Form.Item>
      <div className="page-toolbar">
        <span className="cell-muted">
          {settings.updated_at
            ? t('hoursBank.updatedAt', { when: formatDateTime(settings.updated_at) })
            : t('hoursBank.defaults')}
          {editable ? null : ` ${t('hoursBank.readOnly')}`}
        </span>
        {editable ? (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('hoursBank.save')}
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
