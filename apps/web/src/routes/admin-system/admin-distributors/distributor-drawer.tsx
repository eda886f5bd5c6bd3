import { endpoints, formatCnpj } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Empty, Spin, Table } from 'antd';
import { useState } from 'react';
import { saveBlob } from '../../../api/download';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { formatDate, formatNumber } from '../../../i18n/format';
import { callAdmin } from '../../../session/admin-api';
import { RecordHistoryPanel } from '../record-history';
import { DISTRIBUTORS_QUERY_KEY } from './distributor-api';
import { useAdminDistributorsTranslation } from './texts';

/** The contract's download name: as uploaded, ending in .pdf. */
export function contractFileName(name: string | null): string {
  const base = name?.trim() || 'contrato.pdf';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/** A distributor's detail: its fields, contract, commissions per plan and the companies it brought. */
export function DistributorDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useAdminDistributorsTranslation();
  const [downloading, setDownloading] = useState(false);
  const detail = useQuery({
    queryKey: [...DISTRIBUTORS_QUERY_KEY, id],
    queryFn: () =>
      callAdmin(endpoints.admin.distributors.get, { params: { id } }, { silent: true }),
  });
  const d = detail.data;

  const download = async () => {
    if (!d) return;
    setDownloading(true);
    try {
      const blob = await callAdmin(
        endpoints.admin.distributors.contract,
        { params: { id } },
        { silent: true },
      );
      saveBlob(blob, contractFileName(d.contract_name));
    } catch {
      toast.error(t('detail.downloadError'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Drawer
      open
      size="large"
      title={d ? t('detail.title', { name: d.name }) : t('details')}
      onClose={onClose}
      data-testid="distributor-drawer"
    >
      {detail.isError ? <FormAlert message={t('detail.loadError')} /> : null}
      {detail.isPending ? <Spin /> : null}
      {d ? (
        <>
          {d.logo_url ? (
            <img
              src={d.logo_url}
              alt={t('list.logoAlt', { name: d.name })}
              style={{ maxHeight: 64, maxWidth: 200, marginBottom: 16, objectFit: 'contain' }}
            />
          ) : null}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('detail.cnpj')}>{formatCnpj(d.cnpj)}</Descriptions.Item>
            <Descriptions.Item label={t('detail.contact')}>
              {d.contact_name ?? t('none')}
            </Descriptions.Item>
            <Descriptions.Item label={t('detail.email')}>{d.email ?? t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('detail.phone')}>{d.phone ?? t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('detail.notes')}>{d.notes ?? t('none')}</Descriptions.Item>
            <Descriptions.Item label={t('detail.contract')}>
              {d.has_contract ? (
                <Button size="small" loading={downloading} onClick={() => void download()}>
                  {t('detail.downloadContract')}
                </Button>
              ) : (
                t('detail.noContract')
              )}
            </Descriptions.Item>
          </Descriptions>

          <h3 style={{ marginTop: 24 }}>{t('detail.commissions')}</h3>
          <Table
            size="small"
            rowKey="plan_id"
            pagination={false}
            dataSource={d.commissions}
            locale={{ emptyText: t('detail.noCommissions') }}
            columns={[
              { key: 'plan', dataIndex: 'plan_name', title: t('detail.plan') },
              {
                key: 'percent',
                dataIndex: 'commission_percent',
                title: t('detail.percent'),
                align: 'right',
                render: (percent: number) =>
                  `${formatNumber(percent, { maximumFractionDigits: 2 })} %`,
              },
            ]}
          />

          <h3 style={{ marginTop: 24 }}>
            {t('detail.companies')} ({formatNumber(d.companies)})
          </h3>
          {d.company_list.length === 0 ? (
            <Empty description={t('detail.noCompanies')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <Table
              size="small"
              rowKey="id"
              pagination={d.company_list.length > 25 ? { pageSize: 25 } : false}
              dataSource={d.company_list}
              columns={[
                { key: 'name', dataIndex: 'name', title: t('detail.company') },
                {
                  key: 'plan',
                  dataIndex: 'plan',
                  title: t('detail.companyPlan'),
                  render: (plan: string | null) => plan ?? t('none'),
                },
                {
                  key: 'created_at',
                  dataIndex: 'created_at',
                  title: t('detail.since'),
                  render: (at: string) => formatDate(at),
                },
              ]}
            />
          )}
          <RecordHistoryPanel entity="distributor" entityId={d.id} />
        </>
      ) : null}
    </Drawer>
  );
}
