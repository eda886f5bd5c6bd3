import { type AdminCompany, companySuspensionBodySchema, endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { callAdmin } from '../../../session/admin-api';
import { HISTORY_QUERY_KEY } from '../record-history';
import { useAdminCompaniesTranslation } from './texts';

/** Every company query (the list and each detail): refreshed after a write on a company. */
export const COMPANIES_QUERY_KEY = queryKeyOf(endpoints.admin.companies.list);
export const COMPANY_DETAIL_KEY = queryKeyOf(endpoints.admin.companies.get);

export type SuspensionMode = 'suspend' | 'reactivate';

interface ReasonValues {
  reason?: string;
}

const bodyOf = (values: ReasonValues) => ({ reason: values.reason?.trim() ?? '' });

/**
 * Suspends or reactivates a company with the reason the contract requires (the users of a
 * suspended company read it when they sign in). The server's refusal (403, 409) shows above.
 */
export function SuspensionDialog({
  company,
  mode,
  onClose,
}: {
  company: Pick<AdminCompany, 'id' | 'name' | 'suspension_reason'>;
  mode: SuspensionMode;
  onClose: () => void;
}) {
  const { t } = useAdminCompaniesTranslation();
  const [form] = Form.useForm<ReasonValues>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const suspending = mode === 'suspend';

  const save = useMutation({
    mutationFn: (values: ReasonValues) =>
      callAdmin(
        suspending ? endpoints.admin.companies.suspend : endpoints.admin.companies.reactivate,
        { params: { id: company.id }, body: bodyOf(values) },
        { silent: true },
      ),
    onSuccess: async () => {
      toast.success(
        t(suspending ? 'suspension.suspended' : 'suspension.reactivated', { name: company.name }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: COMPANY_DETAIL_KEY }),
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
      ]);
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['reason'])),
  });

  const rules = schemaRules(companySuspensionBodySchema, bodyOf);

  return (
    <Modal
      open
      title={t(suspending ? 'suspension.suspendTitle' : 'suspension.reactivateTitle', {
        name: company.name,
      })}
      okText={t(suspending ? 'actions.suspend' : 'actions.reactivate')}
      okButtonProps={{ danger: suspending }}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Alert
        showIcon
        type={suspending ? 'warning' : 'info'}
        title={t(suspending ? 'suspension.suspendHelp' : 'suspension.reactivateHelp')}
        style={{ marginBottom: 16 }}
      />
      {!suspending && company.suspension_reason ? (
        <p>{t('suspension.currentReason', { reason: company.suspension_reason })}</p>
      ) : null}
      <FormAlert message={error} />
      <Form<ReasonValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        name={`company-${mode}`}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        <Form.Item
          name="reason"
          label={t('suspension.reason')}
          extra={suspending ? t('suspension.suspendReasonHelp') : undefined}
          rules={rules('reason')}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
