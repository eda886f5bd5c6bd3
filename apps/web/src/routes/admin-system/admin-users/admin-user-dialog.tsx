import type { AdminAccount } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../feedback/toast';
import { emailRule, lengthRule, newPasswordRule } from '../../../forms/rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { adminApi } from '../../../session/admin-api';
import { FormAlert } from '../../auth/auth-kit';

export const ADMIN_ACCOUNTS_QUERY_KEY = ['admin', 'accounts'] as const;

const FIELDS = ['username', 'name', 'email', 'password', 'is_superuser', 'is_active'] as const;
const USERNAME = /^[a-z0-9._-]+$/;

interface Values {
  username: string;
  name?: string;
  email?: string;
  password: string;
  is_superuser: boolean;
  is_active: boolean;
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
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const editing = account !== null;

  const save = useMutation({
    mutationFn: (values: Values) => {
      const name = values.name?.trim() || undefined;
      const email = values.email?.trim().toLowerCase() || undefined;
      if (account) {
        return adminApi.put<AdminAccount>(
          `users/${account.id}/`,
          {
            name: name ?? null,
            email: email ?? null,
            is_superuser: values.is_superuser,
            is_active: values.is_active,
          },
          { silent: true },
        );
      }
      return adminApi.post<AdminAccount>(
        'users/',
        {
          username: values.username.trim().toLowerCase(),
          ...(name ? { name } : {}),
          ...(email ? { email } : {}),
          password: values.password,
          is_superuser: values.is_superuser,
        },
        { silent: true },
      );
    },
    onSuccess: async (saved) => {
      toast.success(
        editing ? t('adminUsers.saved') : t('adminUsers.created', { username: saved.username }),
      );
      await queryClient.invalidateQueries({ queryKey: ADMIN_ACCOUNTS_QUERY_KEY });
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  const optionalEmail = {
    validator: (rule: unknown, value: unknown) =>
      typeof value === 'string' && value.trim() !== ''
        ? emailRule(t).validator(rule, value)
        : Promise.resolve(),
  };

  return (
    <Modal
      open
      title={
        account
          ? t('adminUsers.editTitle', { username: account.username })
          : t('adminUsers.createTitle')
      }
      okText={t('adminUsers.save')}
      cancelText={t('adminUsers.cancel')}
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
          label={t('adminUsers.fields.username')}
          extra={editing ? undefined : t('adminUsers.fields.usernameHelp')}
          rules={
            editing
              ? []
              : [
                  lengthRule(t, 3, 40),
                  {
                    validator: (_r: unknown, v: unknown) =>
                      typeof v === 'string' && v.trim() !== '' && !USERNAME.test(v.trim())
                        ? Promise.reject(new Error(t('adminUsers.fields.usernameRule')))
                        : Promise.resolve(),
                  },
                ]
          }
        >
          <Input autoComplete="off" disabled={editing} autoFocus={!editing} />
        </Form.Item>
        <Form.Item name="name" label={t('adminUsers.fields.name')} rules={[lengthRule(t, 0, 120)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t('adminUsers.fields.email')} rules={[optionalEmail]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        {editing ? null : (
          <Form.Item
            name="password"
            label={t('adminUsers.fields.password')}
            extra={t('auth.passwordRule')}
            rules={[newPasswordRule(t)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        <Form.Item name="is_superuser" valuePropName="checked">
          <Checkbox>{t('adminUsers.fields.superuser')}</Checkbox>
        </Form.Item>
        {editing ? (
          <Form.Item name="is_active" valuePropName="checked">
            <Checkbox>{t('adminUsers.fields.active')}</Checkbox>
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
