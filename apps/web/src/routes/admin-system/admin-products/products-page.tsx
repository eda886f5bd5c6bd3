import { AppstoreOutlined } from '@ant-design/icons';
import { endpoints, type Product } from '@ponteiro/shared';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, type TableProps, Tag } from 'antd';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { ListScreen } from '../../../components/resource/list-screen';
import { ListError, ListSearch } from '../../../components/resource/list-search';
import { ListTable } from '../../../components/resource/list-table';
import { useServerList } from '../../../components/resource/use-server-list';
import { ADMIN_USER_QUERY_KEY, adminListPageOf, fetchAdminUser } from '../../../session/admin-api';
import { PRODUCTS_QUERY_KEY, ProductDialog } from './product-dialog';
import { useAdminCatalogueTranslation } from './texts';

/** `/admin/product-management`: the device models sold; superusers add and edit them. */
export function AdminProductsPage() {
  const { t } = useAdminCatalogueTranslation();
  const me = useQuery({ queryKey: ADMIN_USER_QUERY_KEY, queryFn: fetchAdminUser });
  const [dialog, setDialog] = useState<{ product: Product | null } | null>(null);
  const canEdit = me.data?.is_superuser === true;
  const list = useServerList<Product>({
    queryKey: PRODUCTS_QUERY_KEY,
    fetchPage: adminListPageOf(endpoints.admin.products.list),
  });

  const columns: TableProps<Product>['columns'] = [
    {
      key: 'photo',
      title: t('products.columns.photo'),
      width: 72,
      render: (_: unknown, product: Product) => (
        <Avatar
          shape="square"
          size={40}
          src={product.photo_url ?? undefined}
          icon={product.photo_url ? undefined : <AppstoreOutlined />}
          alt={
            product.photo_url
              ? t('products.photoAlt', { name: product.name })
              : t('products.noPhoto')
          }
          data-testid="product-thumbnail"
        />
      ),
    },
    { key: 'name', dataIndex: 'name', title: t('products.columns.name') },
    {
      key: 'code_prefix',
      dataIndex: 'code_prefix',
      title: t('products.columns.prefix'),
      render: (prefix: string | null) => (prefix ? <Tag>{prefix}</Tag> : t('none')),
    },
    {
      key: 'description',
      dataIndex: 'description',
      title: t('products.columns.description'),
      ellipsis: true,
      render: (description: string | null) => description || t('none'),
    },
    {
      key: 'is_active',
      dataIndex: 'is_active',
      title: t('products.columns.active'),
      render: (active: boolean) =>
        active ? (
          <Tag color="green">{t('products.active')}</Tag>
        ) : (
          <Tag>{t('products.inactive')}</Tag>
        ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: t('products.columns.actions'),
            render: (_: unknown, product: Product) => (
              <Button
                size="small"
                onClick={() => setDialog({ product })}
                aria-label={t('products.editLabel', { name: product.name })}
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
      testId="admin-products"
      title={t('products.title')}
      subtitle={t('products.subtitle')}
      actions={
        canEdit ? (
          <Button type="primary" onClick={() => setDialog({ product: null })}>
            {t('products.add')}
          </Button>
        ) : null
      }
      notice={me.data && !canEdit ? <FormAlert kind="info" message={t('readOnly')} /> : null}
      search={
        <ListSearch state={list.state} update={list.update} placeholder={t('products.search')} />
      }
      error={
        <ListError
          error={list.result.error}
          message={t('products.loadError')}
          retry={() => void list.result.refetch()}
        />
      }
    >
      <ListTable<Product>
        list={list}
        columns={columns}
        sortable={['name', 'code_prefix']}
        loading={list.result.isFetching}
        locale={{ emptyText: t('products.empty') }}
        totalText={(count) => t('products.total', { count })}
      />
      {dialog ? <ProductDialog product={dialog.product} onClose={() => setDialog(null)} /> : null}
    </ListScreen>
  );
}
