import { type Distributor, endpoints, formatCnpj } from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Modal, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { toast } from '../../../feedback/toast';
import { formatNumber } from '../../../i18n/format';
import {
  ADMIN_USER_QUERY_KEY,
  adminListPageOf,
  callAdmin,
  fetchAdminUser,
} from '../../../session/admin-api';
import { DISTRIBUTORS_QUERY_KEY } from './distributor-api';
import { DistributorDialog } from './distributor-dialog';
import { DistributorDrawer } from './distributor-drawer';
import { useAdminDistributorsTranslation } from './texts';

/** `/admin/distributor`: resellers, their contract, logo, commissions and companies. */
export function AdminDistributorsPage() {
  const { t } = useAdminDistributorsTranslation();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const canEdit = me.data?.is_superuser === true;
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Distributor | null>(null);
  const list = useServerList<Distributor>({
    queryKey: DISTRIBUTORS_QUERY_KEY,
    fetchPage: adminListPageOf(endpoints.admin.distributors.list),
  });

  const remove = useMutation({
    mutationFn: (d: Distributor) =>
      callAdmin(endpoints.admin.distributors.remove, { params: { id: d.id } }),
    onSuccess: async (_, d) => {
      toast.success(t('remove.done', { name: d.name }));
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: DISTRIBUTORS_QUERY_KEY });
    },
  });

  const columns: TableProps<Distributor>['columns'] = [
    {
      key: 'logo',
      title: t('list.columns.logo'),
      width: 64,
      render: (_: unknown, d: Distributor) =>
        d.logo_url ? (
          <Avatar shape="square" src={d.logo_url} alt={t('list.logoAlt', { name: d.name })} />
        ) : (
          <Avatar shape="square">{d.name.slice(0, 1).toUpperCase()}</Avatar>
        ),
    },
    {
      key: 'name',
      dataIndex: 'name',
      title: t('list.columns.name'),
      render: (name: string, d: Distributor) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => setViewing(d.id)}
          aria-label={t('list.detailsLabel', { name })}
        >
          {name}
        </Button>
      ),
    },
    {
      key: 'cnpj',
      dataIndex: 'cnpj',
      title: t('list.columns.cnpj'),
      render: (cnpj: string) => formatCnpj(cnpj),
    },
    {
      key: 'contact',
      title: t('list.columns.contact'),
      render: (_: unknown, d: Distributor) => {
        const lines = [d.contact_name, d.email, d.phone].filter(Boolean);
        return lines.length > 0 ? (
          <Space orientation="vertical" size={0}>
            {lines.map((line) => (
              <span key={line}>{line}</span>
            ))}
          </Space>
        ) : (
          t('none')
        );
      },
    },
    {
      key: 'companies',
      dataIndex: 'companies',
      title: t('list.columns.companies'),
      align: 'right',
      render: (count: number) => formatNumber(count),
    },
    {
      key: 'actions',
      title: t('list.columns.actions'),
      render: (_: unknown, d: Distributor) => (
        <Space size={4} wrap>
          <Button size="small" onClick={() => setViewing(d.id)}>
            {t('details')}
          </Button>
          {canEdit ? (
            <>
              <Button
                size="small"
                onClick={() => setDialog({ id: d.id })}
                aria-label={t('list.editLabel', { name: d.name })}
              >
                {t('edit')}
              </Button>
              <Button
                size="small"
                danger
                onClick={() => setDeleting(d)}
                aria-label={t('list.deleteLabel', { name: d.name })}
              >
                {t('delete')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <ListScreen
      testId="admin-distributors"
      title={t('title')}
      subtitle={t('list.subtitle')}
      actions={
        canEdit ? (
          <Button type="primary" onClick={() => setDialog({ id: null })}>
            {t('list.add')}
          </Button>
        ) : null
      }
      notice={me.data && !canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      search={<ListSearch state={list.state} update={list.update} placeholder={t('list.search')} />}
      error={
        <ListError
          error={list.result.error}
          message={t('list.loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<Distributor>
        list={list}
        columns={columns}
        sortable={['name', 'cnpj', 'companies']}
        loading={list.result.isFetching}
        locale={{ emptyText: t('list.empty') }}
        totalText={(count) => t('list.total', { count })}
      />
      {dialog ? (
        <DistributorDialog distributorId={dialog.id} onClose={() => setDialog(null)} />
      ) : null}
      {viewing ? <DistributorDrawer id={viewing} onClose={() => setViewing(null)} /> : null}
      {deleting ? (
        <Modal
          open
          title={t('remove.title', { name: deleting.name })}
          okText={t('remove.confirm')}
          okButtonProps={{ danger: true }}
          cancelText={t('cancel')}
          confirmLoading={remove.isPending}
          onOk={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>{t('remove.companies', { count: deleting.companies })}</p>
          <p>{t('remove.files')}</p>
        </Modal>
      ) : null}
    </ListScreen>
  );
}
