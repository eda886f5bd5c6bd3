import { endpoints, invitationCreateBodySchema } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { useRolePermissionAccess } from './access';
import { INVITATIONS_QUERY_KEY, useRoles } from './queries';
import { useRoleLabel } from './role-label';
import { useRolePermissionTranslation } from './texts';

interface Values {
  email: string;
  role: string;
}

const FIELDS = ['email', 'role'] as const;

/** The invitation's body (POST company/invitations/). */
function bodyOf(values: Values) {
  return { email: values.email.trim().toLowerCase(), role: values.role };
}

/** Each field checked with the API's own schema. */
const rules = schemaRules(invitationCreateBodySchema, bodyOf);

/** "Convidar usuário": an email and the role the person gets on accepting. Mounted per opening. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useRolePermissionTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const { canAssign } = useRolePermissionAccess();
  const roles = useRoles();
  const label = useRoleLabel();
  const [error, setError] = useState<string>();

  const invite = useMutation({
    mutationFn: (values: Values) =>
      callOperation(endpoints.invitations.create, { body: bodyOf(values) }, { silent: true }),
    onSuccess: async (invitation) => {
      toast.success(t('invite.sent', { email: invitation.email }));
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
      title={t('invite.title')}
      okText={t('invite.submit')}
      cancelText={t('cancel')}
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
            label={t('invite.email')}
            extra={t('invite.help')}
            rules={rules('email')}
          >
            <Input type="email" autoFocus autoComplete="off" maxLength={254} />
          </Form.Item>
          <Form.Item name="role" label={t('invite.role')} rules={rules('role')}>
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
