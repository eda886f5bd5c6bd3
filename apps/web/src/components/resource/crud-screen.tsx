import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ListResult, PermissionKey } from '@ponteiro/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Drawer,
  Form,
  type FormInstance,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { toast } from '../../feedback/toast';
import { applyServerErrors } from '../../forms/server-errors';
import { FormAlert } from '../../routes/auth/auth-kit';
import { useSession } from '../../session/session-query';
import { ListError, ListSearch } from './list-search';
import { sortableColumns, tableChangeHandler, tablePagination } from './table-controls';
import { useListState } from './use-list-state';

interface Item {
  id: string;
  name: string;
}

export interface CrudScreenProps<T extends Item, V> {
  /** API collection path, e.g. `organization/positions/`. */
  resource: string;
  /** Permission node, e.g. `organization.position` (adds `.add`, `.edit`, `.delete`). */
  permission: PermissionKey;
  title: string;
  subtitle: string;
  /** Texts: add button, drawer titles, toasts, empty list. */
  texts: {
    add: string;
    create: string;
    edit: string;
    created: string;
    saved: string;
    deleted: string;
    empty: string;
    search: string;
  };
  columns: TableColumnsType<T>;
  sortable?: string[];
  /** The list's ordering when the URL has none (default `name`). */
  defaultOrdering?: string;
  /** The form's fields (inside an antd Form). */
  fields: (form: FormInstance<V>, editing: T | null) => ReactNode;
  /** Form values for a new record or an existing one. */
  valuesOf: (item: T | null) => V;
  /** Form values → API body. */
  bodyOf: (values: V) => unknown;
  /** Field names the API may answer errors for. */
  fieldNames: string[];
  testId: string;
  /** Above the table (filters, charts…). */
  extra?: ReactNode;
}

/**
 * The reference list screen: server-side pages, search and sorting kept in the URL, create and
 * edit in a drawer with field errors from the API, delete with confirmation (the API's 409 says
 * what still uses the record), actions shown only with their permission.
 */
export function CrudScreen<T extends Item, V extends object>(props: CrudScreenProps<T, V>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const can = (action: string) =>
    session.data?.permissions.includes(`${props.permission}.${action}`) ?? false;
  const defaultOrdering = props.defaultOrdering ?? 'name';
  const { state, update, query } = useListState(defaultOrdering);
  const [drawer, setDrawer] = useState<{ item: T | null } | null>(null);

  const list = useQuery({
    queryKey: [props.resource, query],
    queryFn: () => api.get<ListResult<T>>(props.resource, { query, silent: true }),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (item: T) => api.delete(`${props.resource}${item.id}/`),
    onSuccess: async (_data, item) => {
      toast.success(props.texts.deleted.replace('{{name}}', item.name));
      await queryClient.invalidateQueries({ queryKey: [props.resource] });
    },
  });

  const actions: TableColumnsType<T> =
    can('edit') || can('delete')
      ? [
          {
            key: 'actions',
            title: t('crud.actions'),
            width: 120,
            render: (_: unknown, item: T) => (
              <Space>
                {can('edit') ? (
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={`${t('crud.edit')} ${item.name}`}
                    onClick={() => setDrawer({ item })}
                  />
                ) : null}
                {can('delete') ? (
                  <Popconfirm
                    title={t('crud.deleteTitle', { name: item.name })}
                    okText={t('crud.delete')}
                    okButtonProps={{ danger: true }}
                    cancelText={t('crud.cancel')}
                    onConfirm={() => remove.mutateAsync(item).catch(() => undefined)}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('crud.delete')} ${item.name}`}
                    />
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]
      : [];

  const columns = sortableColumns(props.columns, props.sortable, state.ordering);

  return (
    <section className="page-card page-card--wide" data-testid={props.testId}>
      <div className="page-toolbar">
        <div>
          <h1 className="page-title">{props.title}</h1>
          <p className="page-subtitle">{props.subtitle}</p>
        </div>
        {can('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ item: null })}>
            {props.texts.add}
          </Button>
        ) : null}
      </div>
      {props.extra}
      <ListSearch state={state} update={update} placeholder={props.texts.search} />
      <ListError error={list.error} retry={() => void list.refetch()} />
      <Table<T>
        rowKey="id"
        columns={[...columns, ...actions]}
        dataSource={list.data?.results ?? []}
        loading={list.isFetching}
        locale={{ emptyText: props.texts.empty }}
        scroll={{ x: 'max-content' }}
        pagination={tablePagination(state, list.data?.count ?? 0, t)}
        onChange={tableChangeHandler<T>(state, update, defaultOrdering)}
      />
      {drawer ? <CrudDrawer {...props} item={drawer.item} onClose={() => setDrawer(null)} /> : null}
    </section>
  );
}

function CrudDrawer<T extends Item, V extends object>(
  props: CrudScreenProps<T, V> & { item: T | null; onClose: () => void },
) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const { item } = props;

  const save = useMutation({
    mutationFn: (values: V) =>
      item
        ? api.put<T>(`${props.resource}${item.id}/`, props.bodyOf(values), { silent: true })
        : api.post<T>(props.resource, props.bodyOf(values), { silent: true }),
    onSuccess: async (saved) => {
      toast.success(
        (item ? props.texts.saved : props.texts.created).replace('{{name}}', saved.name),
      );
      await queryClient.invalidateQueries({ queryKey: [props.resource] });
      props.onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, props.fieldNames)),
  });

  return (
    <Drawer
      open
      width={520}
      title={item ? props.texts.edit.replace('{{name}}', item.name) : props.texts.create}
      onClose={props.onClose}
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={props.onClose}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {t('crud.save')}
          </Button>
        </Space>
      }
    >
      <div data-testid={`${props.testId}-drawer`}>
        <FormAlert message={error} />
        <Form<V>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={props.valuesOf(item)}
          onFinish={(values) => {
            setError(undefined);
            save.mutate(values);
          }}
        >
          {props.fields(form, item)}
          {/* Enter in any field submits. */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </div>
    </Drawer>
  );
}
