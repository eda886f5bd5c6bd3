import type { Invitation } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Table, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { toast } from '../../../feedback/toast';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { useRolePermissionAccess } from './access';
import { LoadError } from './load-error';
import { INVITATIONS_QUERY_KEY, itemPath, useInvitations } from './queries';
import { useRoleLabel } from './role-label';

const PAGE_SIZE = 5;

/** Pending invitations (not accepted, revoked or expired), each revocable. */
export function InvitationsTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { canManage } = useRolePermissionAccess();
  const invitations = useInvitations();
  const label = useRoleLabel();

  const revoke = useMutation({
    mutationFn: (invitation: Invitation) => api.delete(itemPath('invitations', invitation.id)),
    onSuccess: (_data, invitation) => {
      toast.success(t('rolePermission.invitations.revoked', { email: invitation.email }));
    },
    // Refetched on failure too: a 404 means someone accepted or revoked it meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY }),
  });

  const columns: TableProps<Invitation>['columns'] = [
    {
      key: 'email',
      dataIndex: 'email',
      title: t('rolePermission.invitations.columns.email'),
    },
    {
      key: 'role',
      title: t('rolePermission.invitations.columns.role'),
      render: (_: unknown, invitation) => label(invitation.role),
    },
    {
      key: 'sent',
      title: t('rolePermission.invitations.columns.sent'),
      render: (_: unknown, invitation) => formatDateTime(invitation.created_at),
    },
    {
      key: 'expires',
      title: t('rolePermission.invitations.columns.expires'),
      render: (_: unknown, invitation) => formatDate(invitation.expires_at),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('rolePermission.invitations.columns.actions'),
            render: (_: unknown, invitation: Invitation) => (
              <Popconfirm
                title={t('rolePermission.invitations.revokeTitle', { email: invitation.email })}
                description={t('rolePermission.invitations.revokeDescription')}
                okText={t('rolePermission.invitations.revoke')}
                cancelText={t('rolePermission.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => revoke.mutateAsync(invitation).catch(() => undefined)}
              >
                <Button
                  size="small"
                  danger
                  aria-label={t('rolePermission.invitations.revokeOf', {
                    email: invitation.email,
                  })}
                >
                  {t('rolePermission.invitations.revoke')}
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
        {t('rolePermission.invitations.heading')}
      </Typography.Title>
      {invitations.isError ? <LoadError onRetry={() => void invitations.refetch()} /> : null}
      <Table<Invitation>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={invitations.data ?? []}
        loading={invitations.isFetching}
        locale={{ emptyText: t('rolePermission.invitations.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }}
      />
    </section>
  );
}
