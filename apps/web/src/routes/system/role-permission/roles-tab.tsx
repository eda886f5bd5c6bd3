import { PlusOutlined } from '@ant-design/icons';
import { isBuiltInRole, isFullAccessRole, type Role } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Flex,
  Input,
  Popconfirm,
  Space,
  Table,
  type TableProps,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { toast } from '../../../feedback/toast';
import { useRolePermissionAccess } from './access';
import { LoadError } from './load-error';
import { itemPath, ROLES_QUERY_KEY, useRoles } from './queries';
import { RoleEditor, type RoleEditorTarget } from './role-editor';
import { useRoleLabel } from './role-label';
import { matchesSearch } from './search';

const PAGE_SIZE = 10;

/** The "Perfis" tab: built-in roles (read-only) and the company's custom roles. */
export function RolesTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { canManage } = useRolePermissionAccess();
  const roles = useRoles();
  const label = useRoleLabel();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<RoleEditorTarget | null>(null);

  // Errors (e.g. "role in use") reach the user as the client's toast with the server's message.
  const remove = useMutation({
    mutationFn: (role: Role) => api.delete(itemPath('roles', role.id)),
    onSuccess: async (_data, role) => {
      toast.success(t('rolePermission.roles.deleted', { name: role.name }));
      await queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY });
    },
  });

  const rows = (roles.data ?? []).filter((role) => matchesSearch(search, label(role.id)));

  const duplicate = (role: Role) =>
    setEditor({
      mode: 'create',
      name: t('rolePermission.editor.copyOf', { name: label(role.id) }).slice(0, 60),
      permissions: role.permissions,
    });

  const columns: TableProps<Role>['columns'] = [
    {
      key: 'name',
      title: t('rolePermission.roles.columns.name'),
      sorter: (a, b) => label(a.id).localeCompare(label(b.id)),
      render: (_: unknown, role) => (
        <Flex vertical>
          <Typography.Text strong>{label(role.id)}</Typography.Text>
          {isBuiltInRole(role.id) ? (
            <Typography.Text type="secondary">
              {t(`rolePermission.roles.descriptions.${role.id}`)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'type',
      title: t('rolePermission.roles.columns.type'),
      render: (_: unknown, role) =>
        role.built_in ? (
          <Tag color="blue">{t('rolePermission.roles.builtIn')}</Tag>
        ) : (
          <Tag>{t('rolePermission.roles.custom')}</Tag>
        ),
    },
    {
      key: 'permissions',
      title: t('rolePermission.roles.columns.permissions'),
      render: (_: unknown, role) =>
        isFullAccessRole(role.id) ? t('rolePermission.roles.all') : role.permissions.length,
    },
    {
      key: 'members',
      dataIndex: 'members',
      title: t('rolePermission.roles.columns.members'),
      sorter: (a, b) => a.members - b.members,
    },
    {
      key: 'actions',
      title: t('rolePermission.roles.columns.actions'),
      render: (_: unknown, role) => {
        const name = label(role.id);
        return (
          <Space
            size={4}
            wrap
            role="group"
            aria-label={t('rolePermission.roles.actionsOf', { name })}
          >
            {role.built_in || !canManage ? (
              <Button size="small" onClick={() => setEditor({ mode: 'view', role })}>
                {t('rolePermission.roles.view')}
              </Button>
            ) : (
              <Button size="small" onClick={() => setEditor({ mode: 'edit', role })}>
                {t('rolePermission.roles.edit')}
              </Button>
            )}
            {canManage ? (
              <Button size="small" onClick={() => duplicate(role)}>
                {t('rolePermission.roles.duplicate')}
              </Button>
            ) : null}
            {canManage && !role.built_in ? (
              <Popconfirm
                title={t('rolePermission.roles.deleteTitle', { name })}
                description={
                  role.members > 0
                    ? t('rolePermission.roles.deleteInUse', { count: role.members })
                    : t('rolePermission.roles.deleteDescription')
                }
                okText={t('rolePermission.roles.delete')}
                cancelText={t('rolePermission.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(role).catch(() => undefined)}
              >
                <Button size="small" danger>
                  {t('rolePermission.roles.delete')}
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
            {t('rolePermission.roles.heading')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', maxWidth: 560 }}>
            {t('rolePermission.roles.intro')}
          </Typography.Paragraph>
        </div>
        {canManage ? (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setEditor({ mode: 'create' })}
          >
            {t('rolePermission.roles.add')}
          </Button>
        ) : null}
      </Flex>
      <Input.Search
        allowClear
        placeholder={t('rolePermission.roles.search')}
        aria-label={t('rolePermission.roles.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 320, marginBottom: 12 }}
      />
      {roles.isError ? <LoadError onRetry={() => void roles.refetch()} /> : null}
      <Table<Role>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={roles.isFetching}
        locale={{ emptyText: t('rolePermission.roles.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
          showTotal: (count) => t('rolePermission.total', { count }),
        }}
      />
      {editor ? <RoleEditor target={editor} onClose={() => setEditor(null)} /> : null}
    </section>
  );
}
