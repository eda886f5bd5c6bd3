import { ArrowLeftOutlined } from '@ant-design/icons';
import { endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { queryKeyOf } from '../../../api/operations';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { formatDateTime } from '../../../i18n/format';
import { callAdmin } from '../../../session/admin-api';
import { EmailText } from './email-text';
import { OutboxStatusTag } from './outbox-status-tag';
import { useOutboxTranslation } from './texts';

/** `/admin/outbox/:id`: one email with its text as sent, links clickable. */
export function AdminOutboxEmailPage() {
  const { t } = useOutboxTranslation();
  const { id = '' } = useParams();
  const email = useQuery({
    queryKey: queryKeyOf(endpoints.admin.outbox.get, { params: { id } }),
    queryFn: () => callAdmin(endpoints.admin.outbox.get, { params: { id } }, { silent: true }),
    retry: (count, error) =>
      !(error instanceof ApiError && [400, 404].includes(error.status)) && count < 2,
  });
  const missing = email.error instanceof ApiError && [400, 404].includes(email.error.status);

  return (
    <section className="page-card" data-testid="admin-outbox-email">
      <ButtonLink to="/admin/outbox" type="link" icon={<ArrowLeftOutlined aria-hidden="true" />}>
        {t('back')}
      </ButtonLink>
      {email.isPending ? <Skeleton active aria-busy="true" /> : null}
      {missing ? <FormAlert kind="info" message={t('notFound')} /> : null}
      {email.isError && !missing ? (
        <FormAlert
          message={
            <>
              {t('loadError')}{' '}
              <Button type="link" onClick={() => void email.refetch()}>
                {t('retry')}
              </Button>
            </>
          }
        />
      ) : null}
      {email.data ? (
        <>
          <h1 className="page-title">{email.data.subject}</h1>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'to', label: t('detail.to'), children: email.data.to },
              {
                key: 'status',
                label: t('detail.status'),
                children: <OutboxStatusTag status={email.data.status} />,
              },
              {
                key: 'created',
                label: t('detail.createdAt'),
                children: formatDateTime(email.data.created_at),
              },
              ...(email.data.sent_at
                ? [
                    {
                      key: 'sent',
                      label: t('detail.sentAt'),
                      children: formatDateTime(email.data.sent_at),
                    },
                  ]
                : []),
              ...(email.data.attempts > 0
                ? [{ key: 'attempts', label: t('detail.attempts'), children: email.data.attempts }]
                : []),
              ...(email.data.last_error
                ? [{ key: 'error', label: t('detail.lastError'), children: email.data.last_error }]
                : []),
            ]}
          />
          <h2 className="page-card__title">{t('detail.body')}</h2>
          <EmailText text={email.data.text} />
        </>
      ) : null}
    </section>
  );
}
