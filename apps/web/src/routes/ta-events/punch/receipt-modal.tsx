import { DownloadOutlined } from '@ant-design/icons';
import type { PunchReceiptData } from '@ponteiro/shared';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../i18n/format';
import { formatClockTime, zoneOffsetLabel } from './clock';
import { downloadReceipt } from './receipt-download';
import { usePunchTranslation } from './texts';

/**
 * The receipt of a punch (Portaria 671 art. 84's "Comprovante de Registro de Ponto do
 * Trabalhador") as the server answered it, with the signed PDF to download.
 */
export function ReceiptModal({
  receipt,
  employeeName,
  onClose,
}: {
  receipt: PunchReceiptData;
  employeeName?: string;
  onClose: () => void;
}) {
  const { t } = usePunchTranslation();
  const [downloading, setDownloading] = useState(false);
  const zone = receipt.time_zone;
  const at = (value: string) =>
    `${formatDate(value, { timeZone: zone })} ${formatClockTime(value, zone)}`;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReceipt(receipt);
    } catch {
      // The HTTP client already showed the error.
    } finally {
      setDownloading(false);
    }
  };

  const items = [
    ...(employeeName
      ? [{ key: 'employee', label: t('receipt.employee'), children: employeeName }]
      : []),
    { key: 'nsr', label: t('receipt.nsr'), children: receipt.nsr },
    {
      key: 'date',
      label: t('receipt.date'),
      children: formatDate(receipt.punched_at, { timeZone: zone }),
    },
    {
      key: 'time',
      label: t('receipt.time'),
      children: <strong>{formatClockTime(receipt.punched_at, zone)}</strong>,
    },
    {
      key: 'zone',
      label: t('receipt.zone'),
      children: `${zone} (${zoneOffsetLabel(receipt.punched_at, zone)})`,
    },
    ...(receipt.offline
      ? [{ key: 'recorded', label: t('receipt.recordedAt'), children: at(receipt.recorded_at) }]
      : []),
    {
      key: 'hash',
      label: t('receipt.hash'),
      children: (
        <Typography.Text className="punch-receipt__hash" copyable={{ text: receipt.hash }}>
          {receipt.hash}
        </Typography.Text>
      ),
    },
    {
      key: 'flags',
      label: t('receipt.flags'),
      children:
        receipt.flags.length === 0 ? (
          t('receipt.noFlags')
        ) : (
          <ul className="punch-receipt__flags">
            {receipt.flags.map((flag) => (
              <li key={flag}>{t(`flagHelp.${flag}`)}</li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <Modal
      open
      width={620}
      title={t('receipt.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('receipt.close')}
        </Button>,
        <Button
          key="download"
          type="primary"
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('receipt.download')}
        </Button>,
      ]}
    >
      <div data-testid="punch-receipt">
        <Descriptions column={1} size="small" bordered items={items} />
      </div>
    </Modal>
  );
}
