import type { Invitation } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { toast } from '../../../feedback/toast';
import { emailRule, requiredRule } from '../../../forms/rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { FormAlert } from '../../auth/auth-kit';
import { useRolePermissionAccess } from './access';
import { INVITATIONS_QUERY_KEY, useRoles } from './queries';
import { useRoleLabel } from './role-label';

interface Values {
  email: string;
  role: string;
}

const FIELDS = ['email', 'role'] as const;

/** "Convidar usuário": an email and the role the person gets on accepting. Mounted per opening. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const { canAssign } = useRolePermissionAccess();
  const roles = useRoles();
  const label = useRoleLabel();
  const [error, setError] = useState<string>();

  const invite = useMutation({
    mutationFn: (values: Values) =>
      api.post<Invitation>(
        'company/invitations/',
        { email: values.email.trim().toLowerCase(), role: values.role },
        { silent: true },
      ),
    onSuccess: async (invitation) => {
      toast.success(t('rolePermission.invite.sent', { email: invitation.email }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY });
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  // Only roles at or below the inviter's rank; the API refuses the others.
  const options = (roles.data ?? [])
    .filter((role) => canAssign(role.id))
    .map((role) => ({ value: role.id, label: label(role.id) }));

  return (
    <Modal
      open
      title={t('rolePermission.invite.title')}
      okText={t('rolePermission.invite.submit')}
      cancelText={t('rolePermission.cancel')}
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <div data-testid="invite-dialog">
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          name="invite-user"
          initialValues={{ email: '', role: 'employee' }}
          onFinish={(values) => {
            setError(undefined);
            invite.mutate(values);
          }}
        >
          <Form.Item
            name="email"
            label={t('rolePermission.invite.email')}
            extra={t('rolePermission.invite.help')}
            rules={[emailRule(t)]}
          >
            <Input type="email" autoFocus autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item name="role" label={t('rolePermission.invite.role')} rules={[requiredRule(t)]}>
            <Select
              options={options}
              loading={roles.isPending}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
