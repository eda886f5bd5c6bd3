import { PlusOutlined } from '@ant-design/icons';
import { endpoints, isBuiltInRole, isFullAccessRole, type Role } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Popconfirm, Space, type TableProps, Tag, Typography } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { byText } from '../../../components/resource/local-text';
import { useLocalList } from '../../../components/resource/use-local-list';
import { toast } from '../../../feedback/toast';
import { useRolePermissionAccess } from './access';
import { ROLES_QUERY_KEY, useRoles } from './queries';
import { RoleEditor, type RoleEditorTarget } from './role-editor';
import { useRoleLabel } from './role-label';
import { useRolePermissionTranslation } from './texts';

/** The "Perfis" tab: built-in roles (read-only) and the company's custom roles. */
export function RolesTab() {
  const { t } = useRolePermissionTranslation();
  const queryClient = useQueryClient();
  const { canManage } = useRolePermissionAccess();
  const roles = useRoles();
  const label = useRoleLabel();
  const [editor, setEditor] = useState<RoleEditorTarget | null>(null);

  // Errors (e.g. "role in use") reach the user as the client's toast with the server's message.
  const remove = useMutation({
    mutationFn: (role: Role) => callOperation(endpoints.roles.remove, { params: { id: role.id } }),
    onSuccess: async (_data, role) => {
      toast.success(t('roles.deleted', { name: role.name }));
      await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
    },
  });

  // The API's order (built-in roles first) until a column is sorted.
  const list = useLocalList(roles.data, {
    searchText: (role) => [label(role.id)],
    sorters: {
      name: byText((role: Role) => label(role.id)),
      members: (a: Role, b: Role) => a.members - b.members,
    },
  });

  const duplicate = (role: Role) =>
    setEditor({
      mode: 'create',
      name: t('editor.copyOf', { name: label(role.id) }).slice(0, 60),
      permissions: role.permissions,
    });

  const columns: TableProps<Role>['columns'] = [
    {
      key: 'name',
      title: t('roles.columns.name'),
      render: (_: unknown, role) => (
        <Flex vertical>
          <Typography.Text strong>{label(role.id)}</Typography.Text>
          {isBuiltInRole(role.id) ? (
            <Typography.Text type="secondary">{t(`roles.descriptions.${role.id}`)}</Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('roles.columns.type'),
      render: (_: unknown, role) =>
        role.built_in ? (
          <Tag color="blue">{t('roles.builtIn')}</Tag>
        ) : (
          <Tag>{t('roles.custom')}</Tag>
        ),
    },
    {
      key: 'permissions',
      title: t('roles.columns.permissions'),
      render: (_: unknown, role) =>
        isFullAccessRole(role.id) ? t('roles.all') : role.permissions.length,
    },
    {
      key: 'members',
      dataIndex: 'members',
      title: t('roles.columns.members'),
    },
    {
      key: 'actions',
      title: t('roles.columns.actions'),
      render: (_: unknown, role) => {
        const name = label(role.id);
        return (
          <Space size={4} wrap role="group" aria-label={t('roles.actionsOf', { name })}>
            {role.built_in || !canManage ? (
              <Button size="small" onClick={() => setEditor({ mode: 'view', role })}>
                {t('roles.view')}
              </Button>
            ) : (
              <Button size="small" onClick={() => setEditor({ mode: 'edit', role })}>
                {t('roles.edit')}
              </Button>
            )}
            {canManage ? (
              <Button size="small" onClick={() => duplicate(role)}>
                {t('roles.duplicate')}
              </Button>
            ) : null}
            {canManage && !role.built_in ? (
              <Popconfirm
                title={t('roles.deleteTitle', { name })}
                description={
                  role.members > 0
                    ? t('roles.deleteInUse', { count: role.members })
                    : t('roles.deleteDescription')
                }
                okText={t('roles.delete')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(role).catch(() => undefined)}
              >
                <Button size="small" danger>
                  {t('roles.delete')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="roles-heading" data-testid="roles-tab">
      <Flex wrap justify="space-between" align="flex-start" gap={12} style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} id="roles-heading" style={{ fontSize: 18, margin: 0 }}>
            {t('roles.heading')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', maxWidth: 560 }}>
            {t('roles.intro')}
          </Typography.Paragraph>
        </div>
        {canManage ? (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setEditor({ mode: 'create' })}
          >
            {t('roles.add')}
          </Button>
        ) : null}
      </Flex>
      <ListSearch state={list.state} update={list.update} placeholder={t('roles.search')} />
      <ListError error={roles.error} message={t('loadError')} retry={() => void roles.refetch()} />
      <ListTable<Role>
        list={list}
        columns={columns}
        sortable={list.sortable}
        loading={roles.isFetching}
        locale={{ emptyText: t('roles.empty') }}
        totalText={(count) => t('total', { count })}
        hideOnSinglePage
      />
      {editor ? <RoleEditor target={editor} onClose={() => setEditor(null)} /> : null}
    </section>
  );
}
