import { ArrowLeftOutlined } from '@ant-design/icons';
import { type AppRelease, endpoints } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { formatDateTime } from '../../../i18n/format';
import { ADMIN_USER_QUERY_KEY, callAdmin, fetchAdminUser } from '../../../session/admin-api';
import { RecordHistoryPanel } from '../record-history';
import { APP_RELEASES_QUERY_KEY, ReleaseDialog } from './release-dialog';
import { useAdminCatalogueTranslation } from './texts';

/** One release: `app_history/?id=` answers it as `{ data: release }`. */
function fetchRelease(id: string): Promise<AppRelease> {
  return callAdmin(
    endpoints.admin.appReleases.list,
    { query: { id } },
    { silent: true },
  ) as Promise<unknown> as Promise<AppRelease>;
}

function Notes({ text }: { text: string }) {
  const { t } = useAdminCatalogueTranslation();
  return text ? (
    <p className="release-notes" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </p>
  ) : (
    <p className="page-subtitle">{t('appReleases.detail.noNotes')}</p>
  );
}

/** `/admin/app-history/:id`: one release with both release notes; superusers edit it. */
export function AdminAppReleasePage() {
  const { t } = useAdminCatalogueTranslation();
  const { id = '' } = useParams();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const [editing, setEditing] = useState(false);
  const release = useQuery({
    queryKey: [...APP_RELEASES_QUERY_KEY, { id }],
    queryFn: () => fetchRelease(id),
    retry: (count, error) =>
      !(error instanceof ApiError && [400, 404].includes(error.status)) && count < 2,
  });
  const missing = release.error instanceof ApiError && [400, 404].includes(release.error.status);
  const canEdit = me.data?.is_superuser === true;
  const data = release.data;

  return (
    <section className="page-card" data-testid="admin-app-release">
      <ButtonLink
        to="/admin/app-history"
        type="link"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
      >
        {t('back')}
      </ButtonLink>
      {release.isPending ? <Skeleton active aria-busy="true" /> : null}
      {missing ? <FormAlert kind="info" message={t('appReleases.detail.notFound')} /> : null}
      {release.isError && !missing ? (
        <FormAlert
          message={
            <>
              {t('appReleases.loadError')}{' '}
              <Button type="link" onClick={() => void release.refetch()}>
                {t('retry')}
              </Button>
            </>
          }
        />
      ) : null}
      {data ? (
        <>
          <div className="page-toolbar">
            <h1 className="page-title">
              {t('appReleases.detail.title', {
                version: data.version,
                platform: t(`platform.${data.platform}`),
              })}
            </h1>
            {canEdit ? (
              <Button type="primary" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            ) : null}
          </div>
          {me.data && !canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'platform',
                label: t('appReleases.columns.platform'),
                children: t(`platform.${data.platform}`),
              },
              { key: 'version', label: t('appReleases.columns.version'), children: data.version },
              { key: 'build', label: t('appReleases.columns.build'), children: data.build },
              {
                key: 'forced',
                label: t('appReleases.columns.forced'),
                children: (
                  <Space>
                    {data.forced_update ? (
                      <Tag color="red">{t('appReleases.forced')}</Tag>
                    ) : (
                      <Tag>{t('appReleases.optional')}</Tag>
                    )}
                  </Space>
                ),
              },
              {
                key: 'min',
                label: t('appReleases.columns.minSupported'),
                children: data.min_supported_version ?? t('none'),
              },
              {
                key: 'released',
                label: t('appReleases.columns.releasedAt'),
                children: formatDateTime(data.released_at),
              },
              {
                key: 'created',
                label: t('appReleases.detail.createdAt'),
                children: formatDateTime(data.created_at),
              },
              {
                key: 'updated',
                label: t('appReleases.detail.updatedAt'),
                children: formatDateTime(data.updated_at),
              },
            ]}
          />
          <h2 className="page-card__title">{t('appReleases.detail.notesPt')}</h2>
          <Notes text={data.notes_pt} />
          <h2 className="page-card__title">{t('appReleases.detail.notesEn')}</h2>
          <Notes text={data.notes_en} />
          <RecordHistoryPanel entity="app_release" entityId={data.id} />
          {editing ? <ReleaseDialog release={data} onClose={() => setEditing(false)} /> : null}
        </>
      ) : null}
    </section>
  );
}
