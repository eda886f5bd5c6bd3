import {
  type AdminAccount,
  adminAccountCreateBodySchema,
  adminAccountUpdateBodySchema,
  endpoints,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { callAdmin } from '../../../session/admin-api';
import { RecordHistoryPanel } from '../record-history';
import { useAdminUsersTranslation } from './texts';

/** The accounts list's key (its prefix): invalidated after a save. */
export const ADMIN_ACCOUNTS_QUERY_KEY = queryKeyOf(endpoints.admin.users.list);

const FIELDS = ['username', 'name', 'email', 'password', 'is_superuser', 'is_active'] as const;

interface Values {
  username: string;
  name?: string;
  email?: string;
  password: string;
  is_superuser: boolean;
  is_active: boolean;
}

const optional = (text: string | undefined) => text?.trim() || undefined;

/** A new system user's body (POST users/): blank optional fields are left out. */
function createBodyOf(values: Values) {
  const name = optional(values.name);
  const email = optional(values.email)?.toLowerCase();
  return {
    username: values.username.trim().toLowerCase(),
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    password: values.password,
    is_superuser: values.is_superuser,
  };
}

/** An edited system user's body (PUT users/:id/): blank optional fields are cleared. */
function updateBodyOf(values: Values) {
  return {
    name: optional(values.name) ?? null,
    email: optional(values.email)?.toLowerCase() ?? null,
    is_superuser: values.is_superuser,
    is_active: values.is_active,
  };
}

/**
 * Create (no `account`) or edit a system user. Only superusers reach it. Mounted per opening, so
 * each opening starts from the account's values.
 */
export function AdminUserDialog({
  account,
  onClose,
}: {
  account: AdminAccount | null;
  onClose: () => void;
}) {
  const { t } = useAdminUsersTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const editing = account !== null;

  const save = useMutation({
    mutationFn: (values: Values) =>
      account
        ? callAdmin(
            endpoints.admin.users.update,
            { params: { id: account.id }, body: updateBodyOf(values) },
            { silent: true },
          )
        : callAdmin(endpoints.admin.users.create, { body: createBodyOf(values) }, { silent: true }),
    onSuccess: async (saved) => {
      toast.success(editing ? t('saved') : t('created', { username: saved.username }));
      await queryClient.invalidateQueries({ queryKey: ADMIN_ACCOUNTS_QUERY_KEY });
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  // The API's own schemas check every field (a new user's and an edited one's differ).
  const rules = editing
    ? schemaRules(adminAccountUpdateBodySchema, updateBodyOf)
    : schemaRules(adminAccountCreateBodySchema, createBodyOf);

  return (
    <Modal
      open
      title={account ? t('editTitle', { username: account.username }) : t('createTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <FormAlert message={error} />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        name="admin-user"
        initialValues={{
          username: account?.username ?? '',
          name: account?.name ?? '',
          email: account?.email ?? '',
          password: '',
          is_superuser: account?.is_superuser ?? false,
          is_active: account?.is_active ?? true,
        }}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        <Form.Item
          name="username"
          label={t('fields.username')}
          extra={editing ? undefined : t('fields.usernameHelp')}
          rules={
            editing
              ? []
              : rules('username', 'username', {
                  'validation.alphanumeric': t('fields.usernameRule'),
                })
          }
        >
          <Input autoComplete="off" disabled={editing} autoFocus={!editing} />
        </Form.Item>
        <Form.Item name="name" label={t('fields.name')} rules={rules('name')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={rules('email')}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        {editing ? null : (
          <Form.Item
            name="password"
            label={t('fields.password')}
            extra={t('auth.passwordRule')}
            rules={rules('password')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="is_superuser" valuePropName="checked">
          <Checkbox>{t('fields.superuser')}</Checkbox>
        </Form.Item>
        {editing ? (
          <Form.Item name="is_active" valuePropName="checked">
            <Checkbox>{t('fields.active')}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
      {account ? <RecordHistoryPanel entity="platform_admin" entityId={account.id} /> : null}
    </Modal>
  );
}
