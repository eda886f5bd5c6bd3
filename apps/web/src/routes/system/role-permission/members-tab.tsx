import { UserAddOutlined } from '@ant-design/icons';
import type { Member } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Flex,
  Input,
  Modal,
  Popconfirm,
  Select,
  Table,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { toast } from '../../../feedback/toast';
import { formatDate } from '../../../i18n/format';
import { SESSION_QUERY_KEY } from '../../../session/session-query';
import { useRolePermissionAccess } from './access';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { LoadError } from './load-error';
import { itemPath, MEMBERS_QUERY_KEY, ROLES_QUERY_KEY, useMembers, useRoles } from './queries';
import { useRoleLabel } from './role-label';
import { matchesSearch } from './search';

const PAGE_SIZE = 10;

interface RoleChange {
  member: Member;
  role: string;
}

/** The "Usuários" tab: the company's members with their roles, then the pending invitations. */
export function MembersTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { canManage, canAssign, userId } = useRolePermissionAccess();
  const members = useMembers();
  const roles = useRoles();
  const label = useRoleLabel();
  const [modal, modalHolder] = Modal.useModal();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);

  // Member counts per role change with every move, so roles are refetched as well.
  const refresh = async (member: Member) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: MEMBERS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
      member.user_id === userId
        ? queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
        : undefined,
    ]);
  };

  // Refusals (last owner, rank…) reach the user as the client's toast with the server's message;
  // the select keeps showing the role the server still has.
  const changeRole = useMutation({
    mutationFn: ({ member, role }: RoleChange) =>
      api.put(itemPath('members', member.user_id), { role }),
    onSuccess: async (_data, { member, role }) => {
      toast.success(
        t('rolePermission.members.roleChanged', { name: member.name, role: label(role) }),
      );
      await refresh(member);
    },
  });

  const remove = useMutation({
    mutationFn: (member: Member) => api.delete(itemPath('members', member.user_id)),
    onSuccess: async (_data, member) => {
      toast.success(t('rolePermission.members.removed', { name: member.name }));
      await refresh(member);
    },
  });

  const requestRoleChange = (member: Member, role: string) => {
    if (role === member.role) return;
    if (member.user_id !== userId) {
      changeRole.mutate({ member, role });
      return;
    }
    // Changing one's own role can take away this very screen: ask first.
    void modal.confirm({
      title: t('rolePermission.members.ownRoleTitle'),
      content: t('rolePermission.members.ownRoleDescription', { role: label(role) }),
      okText: t('rolePermission.members.ownRoleConfirm'),
      cancelText: t('rolePermission.cancel'),
      onOk: () => changeRole.mutateAsync({ member, role }).catch(() => undefined),
    });
  };

  const roleOptions = (member: Member) => {
    const options = (roles.data ?? []).map((role) => ({
      value: role.id,
      label: label(role.id),
      disabled: !canAssign(role.id),
    }));
    // A role the list does not know (still loading, or just deleted) is still shown by name.
    return options.some((option) => option.value === member.role)
      ? options
      : [{ value: member.role, label: label(member.role), disabled: true }, ...options];
  };

  const rows = (members.data ?? []).filter((member) =>
    matchesSearch(search, member.name, member.email),
  );

  const columns: TableProps<Member>['columns'] = [
    {
      key: 'name',
      title: t('rolePermission.members.columns.name'),
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_: unknown, member) => (
        <>
          {member.name}
          {member.user_id === userId ? (
            <Tag style={{ marginInlineStart: 8 }}>{t('rolePermission.members.you')}</Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('rolePermission.members.columns.email'),
      sorter: (a, b) => a.email.localeCompare(b.email),
    },
    {
      key: 'role',
      title: t('rolePermission.members.columns.role'),
      filters: (roles.data ?? []).map((role) => ({ text: label(role.id), value: role.id })),
      onFilter: (value, member) => member.role === value,
      render: (_: unknown, member) => {
        const outranked = !canAssign(member.role);
        const busy =
          changeRole.isPending && changeRole.variables?.member.user_id === member.user_id;
        const select = (
          <Select
            aria-label={t('rolePermission.members.roleOf', { name: member.name })}
            data-testid={`member-role-${member.email}`}
            value={member.role}
            options={roleOptions(member)}
            disabled={!canManage || outranked || busy}
            loading={busy}
            onChange={(role: string) => requestRoleChange(member, role)}
            popupMatchSelectWidth={false}
            style={{ minWidth: 200 }}
          />
        );
        return canManage && outranked ? (
          <Tooltip title={t('rolePermission.members.rankHint')}>
            <span>{select}</span>
          </Tooltip>
        ) : (
          select
        );
      },
    },
    {
      key: 'joined',
      title: t('rolePermission.members.columns.joined'),
      sorter: (a, b) => a.joined_at.localeCompare(b.joined_at),
      render: (_: unknown, member) => formatDate(member.joined_at),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('rolePermission.members.columns.actions'),
            render: (_: unknown, member: Member) => (
              <Popconfirm
                title={t('rolePermission.members.removeTitle', { name: member.name })}
                description={
                  member.user_id === userId
                    ? t('rolePermission.members.removeSelfDescription')
                    : t('rolePermission.members.removeDescription')
                }
                okText={t('rolePermission.members.remove')}
                cancelText={t('rolePermission.cancel')}
                okButtonProps={{ danger: true }}
                disabled={!canAssign(member.role)}
                onConfirm={() => remove.mutateAsync(member).catch(() => undefined)}
              >
                <Button
                  size="small"
                  danger
                  disabled={!canAssign(member.role)}
                  aria-label={t('rolePermission.members.removeOf', { name: member.name })}
                >
                  {t('rolePermission.members.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="members-tab">
      {modalHolder}
      <section aria-labelledby="members-heading">
        <Flex wrap justify="space-between" align="flex-start" gap={12} style={{ marginBottom: 12 }}>
          <Typography.Title level={2} id="members-heading" style={{ fontSize: 18, margin: 0 }}>
            {t('rolePermission.members.heading')}
          </Typography.Title>
          {canManage ? (
            <Button
              type="primary"
              icon={<UserAddOutlined aria-hidden="true" />}
              onClick={() => setInviting(true)}
            >
              {t('rolePermission.members.invite')}
            </Button>
          ) : null}
        </Flex>
        <Input.Search
          allowClear
          placeholder={t('rolePermission.members.search')}
          aria-label={t('rolePermission.members.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          style={{ maxWidth: 320, marginBottom: 12 }}
        />
        {members.isError ? <LoadError onRetry={() => void members.refetch()} /> : null}
        <Table<Member>
          rowKey="user_id"
          columns={columns}
          dataSource={rows}
          loading={members.isFetching}
          locale={{ emptyText: t('rolePermission.members.empty') }}
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
      </section>
      <InvitationsTable />
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
