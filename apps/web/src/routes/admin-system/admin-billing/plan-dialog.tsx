import { endpoints, type Plan, type PlanBody, planBodySchema } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, type FormRule, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { callAdmin } from '../../../session/admin-api';
import { RecordHistoryPanel } from '../record-history';
import { centsToInput, parseReais } from './money';
import { useAdminBillingTranslation } from './texts';

/** The plans list's key (its prefix): invalidated after a save (the plan pickers use it too). */
export const PLANS_QUERY_KEY = queryKeyOf(endpoints.admin.plans.list);

// The body's fields the form shows under the same name; the API's errors on the prices (the form
// types them in reais) go above the form.
const FIELDS = [
  'name',
  'description',
  'seats',
  'enable_access',
  'enable_visitor',
  'trial_days',
  'is_public',
];

export interface PlanValues {
  name: string;
  description?: string;
  /** Reais as typed ("99,90"). */
  monthly: string;
  yearly: string;
  /** Empty: unlimited. */
  seats?: number | null;
  trial_days?: number | null;
  enable_access: boolean;
  enable_visitor: boolean;
  is_public: boolean;
}

/** The form's values as the contract's body: prices in centavos, a blank seats is unlimited. */
export function planBodyOf(values: PlanValues): PlanBody {
  return {
    name: values.name?.trim() ?? '',
    description: values.description?.trim() || null,
    monthly_price_cents: parseReais(values.monthly) ?? Number.NaN,
    yearly_price_cents: parseReais(values.yearly) ?? Number.NaN,
    seats: values.seats ?? null,
    enable_access: values.enable_access,
    enable_visitor: values.enable_visitor,
    trial_days: values.trial_days ?? 0,
    is_public: values.is_public,
  };
}

function initialValues(plan: Plan | null): PlanValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    monthly: plan ? centsToInput(plan.monthly_price_cents) : '',
    yearly: plan ? centsToInput(plan.yearly_price_cents) : '',
    seats: plan?.seats ?? null,
    trial_days: plan?.trial_days ?? 0,
    enable_access: plan?.enable_access ?? false,
    enable_visitor: plan?.enable_visitor ?? false,
    is_public: plan?.is_public ?? false,
  };
}

/**
 * Create (no `plan`) or edit a plan, checked with the contract's schema. Mounted per opening, so
 * each opening starts from the plan's values. A refusal (403 for non-superusers) shows the
 * server's message above the form.
 */
export function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useAdminBillingTranslation();
  const [form] = Form.useForm<PlanValues>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();

  const save = useMutation({
    mutationFn: (values: PlanValues) =>
      plan
        ? callAdmin(
            endpoints.admin.plans.update,
            { params: { id: plan.id }, body: planBodyOf(values) },
            { silent: true },
          )
        : callAdmin(endpoints.admin.plans.create, { body: planBodyOf(values) }, { silent: true }),
    onSuccess: async (saved) => {
      toast.success(plan ? t('plans.saved') : t('plans.created', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  const rules = schemaRules(planBodySchema, planBodyOf);
  const priceRules = (field: 'monthly' | 'yearly', at: keyof PlanBody): FormRule[] => [
    {
      validator: async (_, value: string | undefined) => {
        if (parseReais(value) === null) throw new Error(t('plans.fields.priceRule'));
      },
    },
    ...rules(field, at),
  ];

  return (
    <Modal
      open
      title={plan ? t('plans.editTitle', { name: plan.name }) : t('plans.createTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {plan?.is_trial ? <FormAlert kind="info" message={t('plans.fields.trialNotice')} /> : null}
      <FormAlert message={error} />
      <Form<PlanValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="admin-plan"
        initialValues={initialValues(plan)}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        <Form.Item name="name" label={t('plans.fields.name')} rules={rules('name')}>
          <Input autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('plans.fields.description')}
          rules={rules('description')}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item
          name="monthly"
          label={t('plans.fields.monthly')}
          extra={t('plans.fields.priceHelp')}
          validateFirst
          rules={priceRules('monthly', 'monthly_price_cents')}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="yearly"
          label={t('plans.fields.yearly')}
          validateFirst
          rules={priceRules('yearly', 'yearly_price_cents')}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="seats"
          label={t('plans.fields.seats')}
          extra={t('plans.fields.seatsHelp')}
          rules={rules('seats')}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="trial_days"
          label={t('plans.fields.trialDays')}
          rules={rules('trial_days')}
        >
          <InputNumber min={0} max={365} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enable_access" valuePropName="checked">
          <Checkbox>{t('plans.fields.access')}</Checkbox>
        </Form.Item>
        <Form.Item name="enable_visitor" valuePropName="checked">
          <Checkbox>{t('plans.fields.visitor')}</Checkbox>
        </Form.Item>
        <Form.Item name="is_public" valuePropName="checked">
          <Checkbox>{t('plans.fields.public')}</Checkbox>
        </Form.Item>
      </Form>
      {plan ? <RecordHistoryPanel entity="plan" entityId={plan.id} /> : null}
    </Modal>
  );
}
