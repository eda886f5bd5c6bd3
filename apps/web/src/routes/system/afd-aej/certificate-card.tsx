import { DeleteOutlined, SwapOutlined } from '@ant-design/icons';
import { endpoints, type RegisterCertificate } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { CertificateUpload } from './certificate-upload';
import { SETTINGS_KEY } from './settings-query';
import { useAfdAejTranslation } from './texts';

const DAY_MS = 86_400_000;
/** From this many days left the expiry is flagged (the issue: "warns 30 days before"). */
export const EXPIRY_WARNING_DAYS = 30;

/** `expired`, `soon` (with the whole days left, at least 1) or `ok`, at `now`. */
export function expiryOf(
  validUntil: string,
  now: number = Date.now(),
): { state: 'expired' | 'soon' | 'ok'; days: number } {
  const left = Date.parse(validUntil) - now;
  const days = Math.max(1, Math.ceil(left / DAY_MS));
  if (left <= 0) return { state: 'expired', days: 0 };
  return { state: days <= EXPIRY_WARNING_DAYS ? 'soon' : 'ok', days };
}

function ExpiryTag({ validUntil }: { validUntil: string }) {
  const { t } = useAfdAejTranslation();
  const { state, days } = expiryOf(validUntil);
  if (state === 'expired') return <Tag color="red">{t('certificate.expired')}</Tag>;
  if (state === 'soon') {
    return <Tag color="orange">{t('certificate.expiresSoon', { count: days })}</Tag>;
  }
  return null;
}

/** Said above the details: within 30 days a warning, once past an error (its signatures fail). */
function ExpiryAlert({ validUntil }: { validUntil: string }) {
  const { t } = useAfdAejTranslation();
  const { state, days } = expiryOf(validUntil);
  if (state === 'ok') return null;
  const date = formatDate(validUntil);
  return (
    <Alert
      showIcon
      type={state === 'expired' ? 'error' : 'warning'}
      style={{ marginBottom: 16 }}
      data-testid="certificate-expiry-alert"
      title={
        state === 'expired'
          ? t('certificate.expiredAlert', { date })
          : t('certificate.expiresSoonAlert', { count: days, date })
      }
    />
  );
}

function CertificateDetails({ certificate }: { certificate: RegisterCertificate }) {
  const { t } = useAfdAejTranslation();
  return (
    <>
      <ExpiryAlert validUntil={certificate.valid_until} />
      {certificate.demo ? (
        <p>
          <Tag color="gold">{t('certificate.demo')}</Tag>
          <span className="cell-muted">{t('certificate.demoHint')}</span>
        </p>
      ) : null}
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginBottom: 16 }}
        data-testid="certificate-details"
        items={[
          { key: 'subject', label: t('certificate.subject'), children: certificate.subject },
          { key: 'issuer', label: t('certificate.issuer'), children: certificate.issuer },
          {
            key: 'validUntil',
            label: t('certificate.validUntil'),
            children: (
              <Space size={8} wrap>
                <span>{formatDateTime(certificate.valid_until)}</span>
                <ExpiryTag validUntil={certificate.valid_until} />
              </Space>
            ),
          },
          {
            key: 'uploadedAt',
            label: t('certificate.uploadedAt'),
            children: formatDateTime(certificate.uploaded_at),
          },
        ]}
      />
    </>
  );
}

/**
 * "Certificado digital (e-CNPJ A1)": the certificate that signs the company's AFD (.p7s), its
 * subject and validity; upload when there is none, replace or remove when there is.
 */
export function CertificateCard({ certificate }: { certificate: RegisterCertificate | null }) {
  const { t } = useAfdAejTranslation();
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState(false);

  const remove = useMutation({
    mutationFn: () =>
      callOperation(endpoints.afdExport.removeCertificate, undefined, { silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      setReplacing(false);
      toast.success(t('certificate.removed'));
    },
  });

  return (
    <section
      className="page-card"
      aria-labelledby="afd-aej-certificate-title"
      data-testid="afd-aej-certificate"
    >
      <h2 id="afd-aej-certificate-title" className="page-card__title">
        {t('certificate.title')}
      </h2>
      <p className="page-subtitle">{t('certificate.explanation')}</p>
      {certificate ? (
        <CertificateDetails certificate={certificate} />
      ) : (
        <FormAlert kind="info" message={t('certificate.none')} />
      )}
      <FormAlert message={remove.error?.message} />
      {certificate && !replacing ? (
        <Space wrap>
          <Button icon={<SwapOutlined />} onClick={() => setReplacing(true)}>
            {t('certificate.replace')}
          </Button>
          <Popconfirm
            title={t('certificate.removeConfirm')}
            description={t('certificate.removeConfirmHint')}
            okText={t('certificate.removeOk')}
            okButtonProps={{ danger: true }}
            cancelText={t('certificate.cancel')}
            onConfirm={() => remove.mutate()}
          >
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
              {t('certificate.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ) : (
        <CertificateUpload
          onDone={() => setReplacing(false)}
          onCancel={certificate ? () => setReplacing(false) : undefined}
        />
      )}
    </section>
  );
}
