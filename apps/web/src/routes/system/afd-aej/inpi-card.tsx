import type { RegisterInpi } from '@ponteiro/shared';
import { Table } from 'antd';
import { Link } from 'react-router';
import { useCan } from '../../../session/use-can';
import { useAfdAejTranslation } from './texts';

type Row = RegisterInpi['subsidiaries'][number];

/**
 * "Números de registro do REP-P no INPI": read-only here — each workplace's number is edited in
 * its own form (Organização › Filiais), which writes it in the AFD header and the AEJ record 02.
 */
export function InpiCard({ inpi }: { inpi: RegisterInpi }) {
  const { t } = useAfdAejTranslation();
  const can = useCan();

  return (
    <section className="page-card" aria-labelledby="afd-aej-inpi-title" data-testid="afd-aej-inpi">
      <h2 id="afd-aej-inpi-title" className="page-card__title">
        {t('inpi.title')}
      </h2>
      <p className="page-subtitle">
        {t('inpi.explanation', { number: inpi.default })}{' '}
        {can('organization.subsidiary') ? (
          <Link to="/organization/subsidiary">{t('inpi.edit')}</Link>
        ) : (
          t('inpi.editElsewhere')
        )}
      </p>
      <Table<Row>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={inpi.subsidiaries}
        locale={{ emptyText: t('inpi.empty') }}
        columns={[
          { key: 'name', title: t('inpi.subsidiary'), dataIndex: 'name' },
          {
            key: 'number',
            title: t('inpi.number'),
            render: (_value, row) =>
              row.rep_inpi_number ?? (
                <span className="cell-muted">
                  {t('inpi.usesDefault', { number: inpi.default })}
                </span>
              ),
          },
        ]}
      />
    </section>
  );
}
