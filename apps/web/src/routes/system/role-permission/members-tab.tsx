import { UserAddOutlined } from '@ant-design/icons';
import { endpoints, type Member } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Flex,
  Modal,
  Popconfirm,
  Select,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { byText } from '../../../components/resource/local-text';
import { useLocalList } from '../../../components/resource/use-local-list';
import { toast } from '../../../feedback/toast';
import { formatDate } from '../../../i18n/format';
import { SESSION_QUERY_KEY } from '../../../session/session-query';
import { useRolePermissionAccess } from './access';
import { InvitationsTable } from './invitations-table';
import { InviteDialog } from './invite-dialog';
import { MEMBERS_QUERY_KEY, ROLES_QUERY_KEY, useMembers, useRoles } from './queries';
import { useRoleLabel } from './role-label';
import { useRolePermissionTranslation } from './texts';

interface RoleChange {
  member: Member;
  role: string;
}

/** The "Usuários" tab: the company's members with their roles, then the pending invitations. */
export function MembersTab() {
  const { t } = useRolePermissionTranslation();
  const queryClient = useQueryClient();
  const { canManage, canAssign, userId } = useRolePermissionAccess();
  const members = useMembers();
  const roles = useRoles();
  const label = useRoleLabel();
  const [modal, modalHolder] = Modal.useModal();
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
      callOperation(endpoints.members.changeRole, {
        params: { userId: member.user_id },
        body: { role },
      }),
    onSuccess: async (_data, { member, role }) => {
      toast.success(t('members.roleChanged', { name: member.name, role: label(role) }));
      await refresh(member);
    },
  });

  const remove = useMutation({
    mutationFn: (member: Member) =>
      callOperation(endpoints.members.remove, { params: { userId: member.user_id } }),
    onSuccess: async (_data, member) => {
      toast.success(t('members.removed', { name: member.name }));
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
      title: t('members.ownRoleTitle'),
      content: t('members.ownRoleDescription', { role: label(role) }),
      okText: t('members.ownRoleConfirm'),
      cancelText: t('cancel'),
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

  const list = useLocalList(members.data, {
    defaultOrdering: 'name',
    searchText: (member) => [member.name, member.email],
    sorters: {
      name: byText((member: Member) => member.name),
      email: byText((member: Member) => member.email),
      joined: (a: Member, b: Member) => a.joined_at.localeCompare(b.joined_at),
    },
    filters: { role: (member, role) => member.role === role },
  });

  const columns: TableProps<Member>['columns'] = [
    {
      key: 'name',
      title: t('members.columns.name'),
      render: (_: unknown, member) => (
        <>
          {member.name}
          {member.user_id === userId ? (
            <Tag style={{ marginInlineStart: 8 }}>{t('members.you')}</Tag>
          ) : null}
        </>
      ),
    },
    {
      key: 'email',
      dataIndex: 'email',
      title: t('members.columns.email'),
    },
    {
      key: 'role',
      title: t('members.columns.role'),
      filters: (roles.data ?? []).map((role) => ({ text: label(role.id), value: role.id })),
      render: (_: unknown, member) => {
        const outranked = !canAssign(member.role);
        const busy =
          changeRole.isPending && changeRole.variables?.member.user_id === member.user_id;
        const select = (
          <Select
            aria-label={t('members.roleOf', { name: member.name })}
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
          <Tooltip title={t('members.rankHint')}>
            <span>{select}</span>
          </Tooltip>
        ) : (
          select
        );
      },
    },
    {
      key: 'joined',
      title: t('members.columns.joined'),
      render: (_: unknown, member) => formatDate(member.joined_at),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('members.columns.actions'),
            render: (_: unknown, member: Member) => (
              <Popconfirm
                title={t('members.removeTitle', { name: member.name })}
                description={
                  member.user_id === userId
                    ? t('members.removeSelfDescription')
                    : t('members.removeDescription')
                }
                okText={t('members.remove')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                disabled={!canAssign(member.role)}
                onConfirm={() => remove.mutateAsync(member).catch(() => undefined)}
              >
                <Button
                  size="small"
                  danger
                  disabled={!canAssign(member.role)}
                  aria-label={t('members.removeOf', { name: member.name })}
                >
                  {t('members.remove')}
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
            {t('members.heading')}
          </Typography.Title>
          {canManage ? (
            <Button
              type="primary"
              icon={<UserAddOutlined aria-hidden="true" />}
              onClick={() => setInviting(true)}
            >
              {t('members.invite')}
            </Button>
          ) : null}
        </Flex>
        <ListSearch state={list.state} update={list.update} placeholder={t('members.search')} />
        <ListError
          error={members.error}
          message={t('loadError')}
          retry={() => void members.refetch()}
        />
        <ListTable<Member>
          list={list}
          rowKey="user_id"
          columns={columns}
          sortable={list.sortable}
          filterable={['role']}
          loading={members.isFetching}
          locale={{ emptyText: t('members.empty') }}
          totalText={(count) => t('total', { count })}
          hideOnSinglePage
        />
      </section>
      <InvitationsTable />
      {inviting ? <InviteDialog onClose={() => setInviting(false)} /> : null}
    </div>
  );
}
