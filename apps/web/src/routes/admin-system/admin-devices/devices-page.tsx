import { type AdminDevice, DEVICE_KINDS, type DeviceKind, endpoints } from '@ponteiro/shared';
import { Empty, Select, type TableProps, Tag } from 'antd';
import { queryKeyOf } from '../../../api/operations';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDateTime } from '../../../i18n/format';
import { adminListPageOf } from '../../../session/admin-api';
import { useAdminDistributorsTranslation } from '../admin-distributors/texts';

const DEVICES_QUERY_KEY = queryKeyOf(endpoints.admin.devices.list);

/** `/admin/devices`: every company's devices, read-only (companies register them). */
export function AdminDevicesPage() {
  const { t } = useAdminDistributorsTranslation();
  const list = useServerList<AdminDevice>({
    queryKey: DEVICES_QUERY_KEY,
    fetchPage: adminListPageOf(endpoints.admin.devices.list),
  });
  const filtering = list.state.search.trim() !== '' || Boolean(list.state.filters.kind);

  const columns: TableProps<AdminDevice>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('devices.columns.name') },
    { key: 'serial_number', dataIndex: 'serial_number', title: t('devices.columns.serial') },
    {
      key: 'company',
      title: t('devices.columns.company'),
      render: (_: unknown, d: AdminDevice) => d.company.name,
    },
    {
      key: 'product',
      title: t('devices.columns.product'),
      render: (_: unknown, d: AdminDevice) => d.product?.name ?? t('none'),
    },
    {
      key: 'kind',
      dataIndex: 'kind',
      title: t('devices.columns.kind'),
      render: (kind: DeviceKind) => t(`devices.kinds.${kind}`),
    },
    {
      key: 'protocol',
      dataIndex: 'protocol',
      title: t('devices.columns.protocol'),
      render: (protocol: AdminDevice['protocol']) => t(`devices.protocols.${protocol}`),
    },
    {
      key: 'last_seen_at',
      dataIndex: 'last_seen_at',
      title: t('devices.columns.lastSeen'),
      render: (at: string | null) => (at ? formatDateTime(at) : t('devices.never')),
    },
    {
      key: 'active',
      dataIndex: 'active',
      title: t('devices.columns.status'),
      render: (active: boolean) =>
        active ? (
          <Tag color="green">{t('devices.active')}</Tag>
        ) : (
          <Tag>{t('devices.inactive')}</Tag>
        ),
    },
  ];

  return (
    <ListScreen
      testId="admin-devices"
      title={t('devices.title')}
      subtitle={t('devices.subtitle')}
      search={
        <ListSearch state={list.state} update={list.update} placeholder={t('devices.search')} />
      }
      filters={
        <div className="page-filters">
          <Select
            allowClear
            style={{ minWidth: 220 }}
            value={list.state.filters.kind || undefined}
            onChange={(value?: string) => list.update({ filters: { kind: value } })}
            aria-label={t('devices.kindFilter')}
            placeholder={t('devices.allKinds')}
            options={DEVICE_KINDS.map((value) => ({ value, label: t(`devices.kinds.${value}`) }))}
          />
        </div>
      }
      error={
        <ListError
          error={list.result.error}
          message={t('devices.loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<AdminDevice>
        list={list}
        columns={columns}
        sortable={['name', 'serial_number', 'company', 'last_seen_at']}
        loading={list.result.isFetching}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                filtering ? (
                  t('devices.empty')
                ) : (
                  <>
                    <div>{t('devices.empty')}</div>
                    <div>{t('devices.emptyHelp')}</div>
                  </>
                )
              }
            />
          ),
        }}
        totalText={(count) => t('devices.total', { count })}
      />
    </ListScreen>
  );
}
