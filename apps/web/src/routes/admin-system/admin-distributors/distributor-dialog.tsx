import {
  commissionBasisPoints,
  type DistributorDetail,
  emailSchema,
  endpoints,
  formatBytes,
  formatCnpj,
  isValidCnpj,
  type Plan,
  UPLOAD_RULES,
} from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Form,
  type FormRule,
  Input,
  InputNumber,
  Modal,
  Spin,
  Upload,
} from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { i18n } from '../../../i18n';
import { callAdmin } from '../../../session/admin-api';
import { HISTORY_QUERY_KEY } from '../record-history';
import {
  DISTRIBUTORS_QUERY_KEY,
  type DistributorFormInput,
  saveDistributor,
} from './distributor-api';
import { useAdminDistributorsTranslation } from './texts';

/** The form's fields named as the API names them, so its field errors land beside them. */
const FIELDS = [
  'name',
  'cnpj',
  'contact_name',
  'email',
  'phone',
  'notes',
  'commissions',
  'contract',
  'logo',
];

/** Plan id → percent typed (null: no commission). */
export type CommissionValues = Record<string, number | null | undefined>;

export interface DistributorValues {
  name: string;
  cnpj: string;
  contact_name?: string;
  email?: string;
  phone?: string;
  notes?: string;
  /** Absent when the plans could not be listed. */
  commissions?: CommissionValues;
  contract?: File | null;
  logo?: File | null;
  remove_contract?: boolean;
  remove_logo?: boolean;
}

/** The form's values as the API's multipart form. */
export function distributorInputOf(
  values: DistributorValues,
  editing: boolean,
): DistributorFormInput {
  const commissions = values.commissions
    ? Object.entries(values.commissions)
        .filter(([, percent]) => percent !== null && percent !== undefined)
        .map(([plan_id, percent]) => ({ plan_id, commission_percent: percent as number }))
    : undefined;
  const fields: Record<string, string> = {
    name: values.name?.trim() ?? '',
    cnpj: values.cnpj?.trim() ?? '',
    contact_name: values.contact_name?.trim() ?? '',
    email: values.email?.trim() ?? '',
    phone: values.phone?.trim() ?? '',
    notes: values.notes?.trim() ?? '',
  };
  // Without the plans (they failed to load) the commissions are left as they are.
  if (commissions) fields.commissions = JSON.stringify(commissions);
  if (editing) {
    if (values.remove_contract && !values.contract) fields.remove_contract = 'true';
    if (values.remove_logo && !values.logo) fields.remove_logo = 'true';
  }
  return { fields, contract: values.contract ?? null, logo: values.logo ?? null };
}

function initialValues(detail: DistributorDetail | null): DistributorValues {
  return {
    name: detail?.name ?? '',
    cnpj: detail ? formatCnpj(detail.cnpj) : '',
    contact_name: detail?.contact_name ?? '',
    email: detail?.email ?? '',
    phone: detail?.phone ?? '',
    notes: detail?.notes ?? '',
    commissions: Object.fromEntries(
      (detail?.commissions ?? []).map((c) => [c.plan_id, c.commission_percent]),
    ),
    contract: null,
    logo: null,
    remove_contract: false,
    remove_logo: false,
  };
}

/** One file of the form: antd's picker, kept in the form as the chosen File (or null). */
function FilePicker({
  value,
  onChange,
  accept,
  label,
  testId,
}: {
  value?: File | null;
  onChange?: (file: File | null) => void;
  accept: string;
  label: string;
  testId: string;
}) {
  return (
    <Upload
      accept={accept}
      maxCount={1}
      beforeUpload={(file) => {
        onChange?.(file);
        // Kept in the form; sent with the other fields on save.
        return false;
      }}
      onRemove={() => onChange?.(null)}
      fileList={value ? [{ uid: 'chosen', name: value.name, status: 'done' }] : []}
    >
      <Button data-testid={testId}>{label}</Button>
    </Upload>
  );
}

/** Percent per plan, listed from the plans the provider sells. */
function CommissionsEditor({
  value,
  onChange,
  plans,
}: {
  value?: CommissionValues;
  onChange?: (value: CommissionValues) => void;
  plans: readonly Plan[];
}) {
  const { t } = useAdminDistributorsTranslation();
  return (
    <div className="distributor-commissions" data-testid="distributor-commissions">
      {plans.map((plan) => (
        <div
          key={plan.id}
          style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}
        >
          <span style={{ flex: 1 }}>{plan.name}</span>
          <InputNumber<number>
            aria-label={t('form.commissionLabel', { plan: plan.name })}
            min={0}
            max={100}
            step={0.5}
            decimalSeparator={i18n.language === 'pt' ? ',' : '.'}
            suffix="%"
            style={{ width: 160 }}
            value={value?.[plan.id] ?? null}
            onChange={(percent) => onChange?.({ ...value, [plan.id]: percent })}
          />
        </div>
      ))}
    </div>
  );
}

const MB_DOC = UPLOAD_RULES.document.maxBytes;
const MB_IMAGE = UPLOAD_RULES.image.maxBytes;

/**
 * Create (no `distributor`) or edit a distributor: its fields, the contract PDF, the logo and the
 * commission per plan. The server checks the files by their bytes; the form checks what it can
 * first (size, type by name) so a mistake shows before the upload.
 */
export function DistributorDialog({
  distributorId,
  onClose,
}: {
  distributorId: string | null;
  onClose: () => void;
}) {
  const { t } = useAdminDistributorsTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [form] = Form.useForm<DistributorValues>();
  const plans = useQuery({
    queryKey: ['admin', 'plan', { query: { page_size: 100, ordering: 'name' } }],
    queryFn: () =>
      callAdmin(
        endpoints.admin.plans.list,
        { query: { page_size: 100, ordering: 'name' } },
        { silent: true },
      ),
  });
  const detail = useQuery({
    queryKey: [...DISTRIBUTORS_QUERY_KEY, distributorId],
    queryFn: () =>
      callAdmin(
        endpoints.admin.distributors.get,
        { params: { id: distributorId as string } },
        { silent: true },
      ),
    enabled: distributorId !== null,
  });
  const current = distributorId ? detail.data : null;

  const save = useMutation({
    mutationFn: (values: DistributorValues) =>
      saveDistributor(distributorId, distributorInputOf(values, distributorId !== null)),
    onSuccess: async (saved) => {
      toast.success(distributorId ? t('form.saved') : t('form.created', { name: saved.name }));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DISTRIBUTORS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
      ]);
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  const required: FormRule = { required: true, whitespace: true, message: t('form.required') };
  const cnpjRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      if (value?.trim() && !isValidCnpj(value)) throw new Error(t('form.invalidCnpj'));
    },
  };
  const emailRule: FormRule = {
    validator: async (_, value: string | undefined) => {
      if (value?.trim() && !emailSchema.safeParse(value.trim()).success) {
        throw new Error(t('form.invalidEmail'));
      }
    },
  };
  const fileRule = (kind: 'contract' | 'logo'): FormRule => ({
    validator: async (_, file: File | null | undefined) => {
      if (!file) return;
      const max = kind === 'contract' ? MB_DOC : MB_IMAGE;
      if (file.size > max) throw new Error(t('form.fileTooLarge', { size: formatBytes(max) }));
      const ok =
        kind === 'contract' ? /\.pdf$/i.test(file.name) : /\.(jpe?g|png)$/i.test(file.name);
      if (!ok) throw new Error(kind === 'contract' ? t('form.contractType') : t('form.logoType'));
    },
  });
  const commissionsRule: FormRule = {
    validator: async (_, value: CommissionValues | undefined) => {
      for (const percent of Object.values(value ?? {})) {
        if (percent !== null && percent !== undefined && commissionBasisPoints(percent) === null) {
          throw new Error(t('form.commissionsHelp'));
        }
      }
    },
  };

  const loading = distributorId !== null && !current;
  return (
    <Modal
      open
      width={640}
      title={
        distributorId ? t('form.editTitle', { name: current?.name ?? '' }) : t('form.createTitle')
      }
      okText={t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: loading }}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <FormAlert message={error} />
      {detail.isError ? <FormAlert message={t('detail.loadError')} /> : null}
      {loading ? (
        <Spin />
      ) : (
        <Form<DistributorValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          name="admin-distributor"
          initialValues={initialValues(current ?? null)}
          onFinish={(values) => {
            setError(undefined);
            save.mutate(values);
          }}
        >
          <Form.Item name="name" label={t('form.name')} rules={[required]}>
            <Input autoComplete="off" autoFocus maxLength={120} />
          </Form.Item>
          <Form.Item
            name="cnpj"
            label={t('form.cnpj')}
            extra={t('form.cnpjHelp')}
            validateFirst
            rules={[required, cnpjRule]}
          >
            <Input autoComplete="off" maxLength={18} />
          </Form.Item>
          <Form.Item name="contact_name" label={t('form.contactName')}>
            <Input autoComplete="off" maxLength={120} />
          </Form.Item>
          <Form.Item name="email" label={t('form.email')} rules={[emailRule]}>
            <Input type="email" autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item name="phone" label={t('form.phone')}>
            <Input type="tel" autoComplete="off" maxLength={40} />
          </Form.Item>
          <Form.Item name="notes" label={t('form.notes')}>
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Form.Item
            name="contract"
            label={t('form.contract')}
            rules={[fileRule('contract')]}
            extra={
              current?.has_contract
                ? t('form.currentContract', { name: current.contract_name ?? '' })
                : undefined
            }
          >
            <FilePicker
              accept=".pdf,application/pdf"
              label={t('form.chooseContract')}
              testId="distributor-contract"
            />
          </Form.Item>
          {current?.has_contract ? (
            <Form.Item name="remove_contract" valuePropName="checked">
              <Checkbox>{t('form.removeContract')}</Checkbox>
            </Form.Item>
          ) : null}
          <Form.Item
            name="logo"
            label={t('form.logo')}
            rules={[fileRule('logo')]}
            extra={current?.has_logo ? t('form.currentLogo') : undefined}
          >
            <FilePicker
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              label={t('form.chooseLogo')}
              testId="distributor-logo"
            />
          </Form.Item>
          {current?.has_logo ? (
            <Form.Item name="remove_logo" valuePropName="checked">
              <Checkbox>{t('form.removeLogo')}</Checkbox>
            </Form.Item>
          ) : null}
          {plans.data && plans.data.results.length > 0 ? (
            <Form.Item
              name="commissions"
              label={t('form.commissions')}
              extra={t('form.commissionsHelp')}
              rules={[commissionsRule]}
            >
              <CommissionsEditor plans={plans.data.results} />
            </Form.Item>
          ) : (
            <Form.Item label={t('form.commissions')}>
              {plans.isError ? (
                <FormAlert message={t('form.plansError')} />
              ) : plans.isPending ? (
                <Spin size="small" />
              ) : (
                <span>{t('form.noPlans')}</span>
              )}
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
