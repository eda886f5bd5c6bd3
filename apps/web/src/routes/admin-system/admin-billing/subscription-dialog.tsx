import {
  endpoints,
  type Plan,
  SUBSCRIPTION_STATUSES,
  type Subscription,
  type SubscriptionBody,
  type SubscriptionStatus,
  subscriptionBodySchema,
} from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { currentLanguage } from '../../../i18n';
import { datePickerProps } from '../../../i18n/date-input';
import { callAdmin } from '../../../session/admin-api';
import { PLANS_QUERY_KEY } from './plan-dialog';
import { useAdminBillingTranslation } from './texts';

/** The subscriptions list's key (its prefix): invalidated after a create or a delete. */
export const SUBSCRIPTIONS_QUERY_KEY = queryKeyOf(endpoints.admin.subscriptions.list);

const FIELDS = ['company_id', 'plan_id', 'status', 'starts_on', 'ends_on', 'seats'];

export interface SubscriptionValues {
  company_id?: string;
  plan_id?: string;
  status: SubscriptionStatus;
  starts_on: Dayjs | null;
  ends_on?: Dayjs | null;
  seats?: number | null;
}

const isoDate = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** The form's values as the contract's body: blank end and seats are null (open, the plan's). */
export function subscriptionBodyOf(values: SubscriptionValues): SubscriptionBody {
  return {
    company_id: values.company_id ?? '',
    plan_id: values.plan_id ?? '',
    status: values.status,
    starts_on: isoDate(values.starts_on) ?? '',
    ends_on: isoDate(values.ends_on),
    seats: values.seats ?? null,
  };
}

/**
 * The company picker. There is no back-office company list yet, and every company has a
 * subscription (its trial at least): the companies are those of the subscriptions in force,
 * searched by name on the server.
 */
export function CompanyPicker(props: {
  id?: string;
  value?: string;
  onChange?: (value?: string) => void;
}) {
  const { t } = useAdminBillingTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = { current: 'true', page_size: 25, ...(search ? { search } : {}) } as const;
  const companies = useQuery({
    queryKey: [...SUBSCRIPTIONS_QUERY_KEY, { query }],
    queryFn: () => callAdmin(endpoints.admin.subscriptions.list, { query }, { silent: true }),
  });
  // Names seen so far: the picked company keeps its name when a new search leaves it out.
  const names = useRef(new Map<string, string>());
  for (const subscription of companies.data?.results ?? []) {
    names.current.set(subscription.company.id, subscription.company.name);
  }
  const ids = new Set((companies.data?.results ?? []).map((s) => s.company.id));
  if (props.value) ids.add(props.value);
  const options = [...ids].map((id) => ({ value: id, label: names.current.get(id) ?? id }));
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={(value?: string) => props.onChange?.(value)}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder={t('subscriptions.fields.companyPick')}
      aria-label={t('subscriptions.fields.company')}
      options={options}
      loading={companies.isFetching}
      notFoundContent={companies.isFetching ? undefined : t('subscriptions.fields.noCompanies')}
    />
  );
}

/** The plan picker: every plan (the back-office has a few). */
function PlanPicker(props: { id?: string; value?: string; onChange?: (value?: string) => void }) {
  const { t } = useAdminBillingTranslation();
  const query = { page_size: 100 } as const;
  const plans = useQuery({
    queryKey: [...PLANS_QUERY_KEY, { query }],
    queryFn: () => callAdmin(endpoints.admin.plans.list, { query }, { silent: true }),
  });
  return (
    <Select
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('subscriptions.fields.planPick')}
      aria-label={t('subscriptions.fields.plan')}
      loading={plans.isLoading}
      options={(plans.data?.results ?? []).map((plan: Plan) => ({
        value: plan.id,
        label: plan.name,
      }))}
    />
  );
}

/**
 * "Nova assinatura": a company, a plan, the status and the term, checked with the contract's
 * schema. The new subscription becomes the company's subscription in force (the server's rule).
 * A refusal (403 for non-superusers) shows the server's message above the form.
 */
export function SubscriptionDialog({ onClose }: { onClose: () => void }) {
  const { t } = useAdminBillingTranslation();
  const [form] = Form.useForm<SubscriptionValues>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const language = currentLanguage();

  const save = useMutation({
    mutationFn: (values: SubscriptionValues) =>
      callAdmin(
        endpoints.admin.subscriptions.create,
        { body: subscriptionBodyOf(values) },
        { silent: true },
      ),
    onSuccess: async (saved: Subscription) => {
      toast.success(t('subscriptions.created', { company: saved.company.name }));
      // The plans' company counts follow the subscriptions in force.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
      ]);
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  const rules = schemaRules(subscriptionBodySchema, subscriptionBodyOf);

  return (
    <Modal
      open
      title={t('subscriptions.createTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>{t('subscriptions.createHelp')}</p>
      <FormAlert message={error} />
      <Form<SubscriptionValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="admin-subscription"
        initialValues={{
          status: 'active',
          starts_on: dayjs().startOf('day'),
          ends_on: null,
          seats: null,
        }}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        <Form.Item
          name="company_id"
          label={t('subscriptions.fields.company')}
          rules={rules('company_id', 'company_id', {
            'validation.uuid': t('subscriptions.fields.companyRequired'),
          })}
        >
          <CompanyPicker />
        </Form.Item>
        <Form.Item
          name="plan_id"
          label={t('subscriptions.fields.plan')}
          rules={rules('plan_id', 'plan_id', {
            'validation.uuid': t('subscriptions.fields.planRequired'),
          })}
        >
          <PlanPicker />
        </Form.Item>
        <Form.Item name="status" label={t('subscriptions.fields.status')} rules={rules('status')}>
          <Select
            aria-label={t('subscriptions.fields.status')}
            options={SUBSCRIPTION_STATUSES.map((status) => ({
              value: status,
              label: t(`subscriptions.status.${status}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="starts_on"
          label={t('subscriptions.fields.startsOn')}
          rules={rules('starts_on', 'starts_on', {
            'validation.date': t('subscriptions.fields.startsOnRequired'),
          })}
        >
          <DatePicker
            {...datePickerProps(language)}
            style={{ width: '100%' }}
            aria-label={t('subscriptions.fields.startsOn')}
          />
        </Form.Item>
        <Form.Item
          name="ends_on"
          label={t('subscriptions.fields.endsOn')}
          extra={t('subscriptions.fields.endsOnHelp')}
          dependencies={['starts_on']}
          rules={rules('ends_on')}
        >
          <DatePicker
            {...datePickerProps(language)}
            style={{ width: '100%' }}
            aria-label={t('subscriptions.fields.endsOn')}
          />
        </Form.Item>
        <Form.Item
          name="seats"
          label={t('subscriptions.fields.seats')}
          extra={t('subscriptions.fields.seatsHelp')}
          rules={rules('seats')}
        >
          <InputNumber
            min={1}
            precision={0}
            style={{ width: '100%' }}
            aria-label={t('subscriptions.fields.seats')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
