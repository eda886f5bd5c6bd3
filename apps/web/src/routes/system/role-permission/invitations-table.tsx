import { endpoints, type Invitation } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, type TableProps, Typography } from 'antd';
import { callOperation } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { byText } from '../../../components/resource/local-text';
import { useLocalList } from '../../../components/resource/use-local-list';
import { toast } from '../../../feedback/toast';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useRolePermissionAccess } from './access';
import { INVITATIONS_QUERY_KEY, useInvitations } from './queries';
import { useRoleLabel } from './role-label';
import { useRolePermissionTranslation } from './texts';

/** Pending invitations (not accepted, revoked or expired), each revocable. */
export function InvitationsTable() {
  const { t } = useRolePermissionTranslation();
  const queryClient = useQueryClient();
  const { canManage } = useRolePermissionAccess();
  const invitations = useInvitations();
  const label = useRoleLabel();
  // Below the members list on the same page: its URL parameters are `invitations_…`.
  const list = useLocalList(invitations.data, {
    prefix: 'invitations_',
    searchText: (invitation) => [invitation.email],
    sorters: {
      email: byText((invitation: Invitation) => invitation.email),
      sent: (a: Invitation, b: Invitation) => a.created_at.localeCompare(b.created_at),
      expires: (a: Invitation, b: Invitation) => a.expires_at.localeCompare(b.expires_at),
    },
  });

  const revoke = useMutation({
    mutationFn: (invitation: Invitation) =>
      callOperation(endpoints.invitations.revoke, { params: { id: invitation.id } }),
    onSuccess: (_data, invitation) => {
      toast.success(t('invitations.revoked', { email: invitation.email }));
    },
    // Refetched on failure too: a 404 means someone accepted or revoked it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });

  const columns: TableProps<Invitation>['columns'] = [
    {
      key: 'email',
      dataIndex: 'email',
      title: t('invitations.columns.email'),
    },
    {
      key: 'role',
      title: t('invitations.columns.role'),
      render: (_: unknown, invitation) => label(invitation.role),
    },
    {
      key: 'sent',
      title: t('invitations.columns.sent'),
      render: (_: unknown, invitation) => formatDateTime(invitation.created_at),
    },
    {
      key: 'expires',
      title: t('invitations.columns.expires'),
      render: (_: unknown, invitation) => formatDate(invitation.expires_at),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('invitations.columns.actions'),
            render: (_: unknown, invitation: Invitation) => (
              <Popconfirm
                title={t('invitations.revokeTitle', { email: invitation.email })}
                description={t('invitations.revokeDescription')}
                okText={t('invitations.revoke')}
                cancelText={t('cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => revoke.mutateAsync(invitation).catch(() => undefined)}
              >
                <Button
                  size="small"
                  danger
                  aria-label={t('invitations.revokeOf', {
                    email: invitation.email,
                  })}
                >
                  {t('invitations.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="invitations-heading" data-testid="invitations">
      <Typography.Title level={3} id="invitations-heading" style={{ fontSize: 16, marginTop: 24 }}>
        {t('invitations.heading')}
      </Typography.Title>
      <ListError
        error={invitations.error}
        message={t('loadError')}
        retry={() => void invitations.refetch()}
      />
      <ListTable<Invitation>
        list={list}
        columns={columns}
        sortable={list.sortable}
        loading={invitations.isFetching}
        locale={{ emptyText: t('invitations.empty') }}
        totalText={(count) => t('total', { count })}
        hideOnSinglePage
      />
    </section>
  );
}
