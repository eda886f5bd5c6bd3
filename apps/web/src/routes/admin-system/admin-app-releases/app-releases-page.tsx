import {
  APP_RELEASE_PLATFORMS,
  type AppRelease,
  endpoints,
  type ListResult,
} from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Query } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import type { ListState, ListUpdate } from '../../../components/resource/use-list-state';
import { useServerList } from '../../../components/resource/use-server-list';
import { formatDateTime } from '../../../i18n/format';
import { ADMIN_USER_QUERY_KEY, adminListPageOf, fetchAdminUser } from '../../../session/admin-api';
import { APP_RELEASES_QUERY_KEY, ReleaseDialog } from './release-dialog';
import { useAdminCatalogueTranslation } from './texts';

/** Without `?id=` the operation answers a page (with it, one release: the detail page). */
export const fetchAppReleases = adminListPageOf(endpoints.admin.appReleases.list) as (
  query: Query,
) => Promise<ListResult<AppRelease>>;

export const appReleasePath = (id: string) => `/admin/app-history/${id}`;

function PlatformFilter({ state, update }: { state: ListState; update: ListUpdate }) {
  const { t } = useAdminCatalogueTranslation();
  return (
    <div className="page-filters" data-testid="app-release-filters">
      <Select
        allowClear
        value={state.filters.platform || undefined}
        onChange={(value?: string) => update({ filters: { platform: value } })}
        aria-label={t('appReleases.columns.platform')}
        placeholder={t('appReleases.allPlatforms')}
        style={{ minWidth: 200 }}
        options={APP_RELEASE_PLATFORMS.map((value) => ({ value, label: t(`platform.${value}`) }))}
      />
    </div>
  );
}

/** `/admin/app-history`: the mobile app's releases; superusers publish and edit them. */
export function AdminAppReleasesPage() {
  const { t } = useAdminCatalogueTranslation();
  const navigate = useNavigate();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const [dialog, setDialog] = useState<{ release: AppRelease | null } | null>(null);
  const canEdit = me.data?.is_superuser === true;
  const list = useServerList<AppRelease>({
    queryKey: APP_RELEASES_QUERY_KEY,
    fetchPage: fetchAppReleases,
    defaultOrdering: '-released_at',
  });
  const labelOf = (release: AppRelease) => ({
    version: release.version,
    platform: t(`platform.${release.platform}`),
  });

  const columns: TableProps<AppRelease>['columns'] = [
    {
      key: 'platform',
      dataIndex: 'platform',
      title: t('appReleases.columns.platform'),
      render: (platform: AppRelease['platform']) => (
        <Tag color={platform === 'android' ? 'green' : 'blue'}>{t(`platform.${platform}`)}</Tag>
      ),
    },
    {
      key: 'version',
      dataIndex: 'version',
      title: t('appReleases.columns.version'),
      render: (version: string, release: AppRelease) => (
        <Link
          to={appReleasePath(release.id)}
          aria-label={t('appReleases.openLabel', labelOf(release))}
          onClick={(event) => event.stopPropagation()}
        >
          {version}
        </Link>
      ),
    },
    { key: 'build', dataIndex: 'build', title: t('appReleases.columns.build'), align: 'right' },
    {
      key: 'forced_update',
      dataIndex: 'forced_update',
      title: t('appReleases.columns.forced'),
      render: (forced: boolean) =>
        forced ? (
          <Tag color="red">{t('appReleases.forced')}</Tag>
        ) : (
          <Tag>{t('appReleases.optional')}</Tag>
        ),
    },
    {
      key: 'min_supported_version',
      dataIndex: 'min_supported_version',
      title: t('appReleases.columns.minSupported'),
      render: (version: string | null) => version ?? t('none'),
    },
    {
      key: 'released_at',
      dataIndex: 'released_at',
      title: t('appReleases.columns.releasedAt'),
      render: (at: string) => formatDateTime(at),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('appReleases.columns.actions'),
            render: (_: unknown, release: AppRelease) => (
              <Button
                size="small"
                onClick={(event) => {
                  event.stopPropagation();
                  setDialog({ release });
                }}
                aria-label={t('appReleases.editLabel', labelOf(release))}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListScreen
      testId="admin-app-releases"
      title={t('appReleases.title')}
      subtitle={t('appReleases.subtitle')}
      actions={
        canEdit ? (
          <Button type="primary" onClick={() => setDialog({ release: null })}>
            {t('appReleases.add')}
          </Button>
        ) : null
      }
      notice={me.data && !canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      search={
        <ListSearch state={list.state} update={list.update} placeholder={t('appReleases.search')} />
      }
      filters={<PlatformFilter state={list.state} update={list.update} />}
      error={
        <ListError
          error={list.result.error}
          message={t('appReleases.loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<AppRelease>
        list={list}
        columns={columns}
        sortable={['version', 'build', 'released_at']}
        loading={list.result.isFetching}
        locale={{ emptyText: t('appReleases.empty') }}
        totalText={(count) => t('appReleases.total', { count })}
        onRow={(release) => ({
          onClick: () => navigate(appReleasePath(release.id)),
          style: { cursor: 'pointer' },
        })}
      />
      {dialog ? <ReleaseDialog release={dialog.release} onClose={() => setDialog(null)} /> : null}
    </ListScreen>
  );
}
