import {
  endpoints,
  isBuiltInRole,
  normalizePermissions,
  type PermissionKey,
  type Role,
  roleBodySchema,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { SESSION_QUERY_KEY, useSession } from '../../../session/session-query';
import { PermissionTree, PermissionTreeView } from './permission-tree';
import { ROLES_QUERY_KEY } from './queries';
import { useRoleLabel } from './role-label';
import { useRolePermissionTranslation } from './texts';

/** What the drawer opens on: a new role (maybe a copy), a custom role to edit, a built-in to read. */
export type RoleEditorTarget =
  | { mode: 'create'; name?: string; permissions?: readonly string[] }
  | { mode: 'edit'; role: Role }
  | { mode: 'view'; role: Role };

interface Values {
  name: string;
  permissions: PermissionKey[];
}

/** The role's body (POST auth/roles/, PUT auth/roles/:id/). */
function bodyOf(values: Values) {
  return { name: values.name.trim(), permissions: values.permissions };
}

/** Name and permissions checked with the API's own schema. */
const rules = schemaRules(roleBodySchema, bodyOf);

const FIELDS = ['name', 'permissions'] as const;
const DRAWER_WIDTH = 560;

/** Built-in roles: their name, description and permissions, read-only. */
function RoleView({ role, onClose }: { role: Role; onClose: () => void }) {
  const { t } = useRolePermissionTranslation();
  const label = useRoleLabel();
  const name = label(role.id);
  return (
    <Drawer
      open
      size={DRAWER_WIDTH}
      title={t('editor.viewTitle', { name })}
      onClose={onClose}
      footer={
        <Flex justify="end">
          <Button onClick={onClose}>{t('editor.close')}</Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Alert type="info" title={t('editor.builtInNotice')} />
        {isBuiltInRole(role.id) ? (
          <Typography.Paragraph>{t(`roles.descriptions.${role.id}`)}</Typography.Paragraph>
        ) : null}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('editor.granted')}
        </Typography.Title>
        <PermissionTreeView permissions={normalizePermissions(role.permissions)} />
      </Flex>
    </Drawer>
  );
}

/** Create or edit a custom role: its name and the ticked permissions. Mounted per opening. */
function RoleForm({
  target,
  onClose,
}: {
  target: Exclude<RoleEditorTarget, { mode: 'view' }>;
  onClose: () => void;
}) {
  const { t } = useRolePermissionTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const sessionRole = useSession().data?.roleName;
  const [error, setError] = useState<string>();
  const editing = target.mode === 'edit' ? target.role : undefined;

  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = bodyOf(values);
      return editing
        ? callOperation(
            endpoints.roles.update,
            { params: { id: editing.id }, body },
            { silent: true },
          )
        : callOperation(endpoints.roles.create, { body }, { silent: true });
    },
    onSuccess: async (role) => {
      toast.success(
        t(editing ? 'editor.saved' : 'editor.created', {
          name: role.name,
        }),
      );
      onClose();
      await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
      // Someone editing their own custom role changes what their session may do.
      if (editing && editing.id === sessionRole) {
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  const initialPermissions =
    target.mode === 'edit' ? target.role.permissions : (target.permissions ?? []);

  return (
    <Drawer
      open
      size={DRAWER_WIDTH}
      title={editing ? t('editor.editTitle', { name: editing.name }) : t('editor.createTitle')}
      onClose={onClose}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('editor.save')}
          </Button>
        </Flex>
      }
    >
      <div data-testid="role-editor">
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          name="role-editor"
          initialValues={{
            name: target.mode === 'edit' ? target.role.name : (target.name ?? ''),
            permissions: normalizePermissions(initialPermissions),
          }}
          onFinish={(values) => {
            setError(undefined);
            save.mutate(values);
          }}
        >
          <Form.Item name="name" label={t('editor.name')} rules={rules('name')}>
            <Input autoFocus autoComplete="off" maxLength={60} />
          </Form.Item>
          <Form.Item
            name="permissions"
            label={t('editor.permissions')}
            rules={[
              ...rules('permissions'),
              // The API accepts a role without permissions; the screen asks for at least one.
              {
                validator: (_rule: unknown, value: unknown) =>
                  Array.isArray(value) && value.length > 0
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('editor.permissionsRequired'))),
              },
            ]}
          >
            <PermissionTree />
          </Form.Item>
        </Form>
      </div>
    </Drawer>
  );
}

/** The role drawer: read-only for built-in roles, a form for custom ones. */
export function RoleEditor({ target, onClose }: { target: RoleEditorTarget; onClose: () => void }) {
  if (target.mode === 'view') return <RoleView role={target.role} onClose={onClose} />;
  return <RoleForm target={target} onClose={onClose} />;
}
