import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { PermissionKey } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Drawer,
  Form,
  type FormInstance,
  Popconfirm,
  Space,
  type TableColumnsType,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type ApiOperation,
  type InputOf,
  queryKeyOf,
  type ResourceOperations,
  sendOperation,
} from '../../api/operations';
import { toast } from '../../feedback/toast';
import { type SchemaRules, schemaRules } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { useSession } from '../../session/session-query';
import { FormAlert } from '../form-alert';
import { ListScreen } from './list-screen';
import { ListError, ListSearch } from './list-search';
import { ListTable } from './list-table';
import type { ListState, ListUpdate } from './use-list-state';
import { resourcePage, useServerList } from './use-server-list';

interface Item {
  id: string;
  name: string;
}

export interface CrudScreenProps<T extends Item, V> {
  /** The resource's operations in the route table, e.g. `endpoints.organization.positions`. */
  operations: ResourceOperations;
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
  /** The request body's contract schema: the form's rules come from it (`rules(field)`). */
  schema: z.ZodType;
  /** The form's fields (inside an antd Form); `rules(field)` checks a field with `schema`. */
  fields: (form: FormInstance<V>, editing: T | null, rules: SchemaRules) => ReactNode;
  /** Form values for a new record or an existing one. */
  valuesOf: (item: T | null) => V;
  /** Form values → API body. */
  bodyOf: (values: V) => unknown;
  /** Field names the API may answer errors for. */
  fieldNames: string[];
  testId: string;
  /** Above the search box (a notice, charts…). */
  extra?: ReactNode;
  /** Filters under the search box; each writes a URL parameter with `update({ filters })`. */
  filters?: (state: ListState, update: ListUpdate) => ReactNode;
  /** Actions on the selected rows; rows become selectable when given. */
  bulkActions?: (ids: string[], clear: () => void) => ReactNode;
  /** Narrowest table width before it scrolls sideways (see `ListTable`). */
  minWidth?: number;
}

/**
 * Calls one of the resource's operations. The screen names its records' type (`T`: its columns
 * and form read it) and the body (`bodyOf`); the table gives the method and path.
 */
function send<R = unknown>(
  operation: ApiOperation,
  input: { params?: { id: string }; body?: unknown },
  silent = false,
): Promise<R> {
  const sent: Promise<unknown> = sendOperation(operation, input as InputOf<ApiOperation>, {
    silent,
  });
  return sent as Promise<R>;
}

/**
 * The reference list screen: server-side pages, search, filters and sorting kept in the URL,
 * create and edit in a drawer whose rules come from the contract schema and which shows the API's
 * field errors, delete with confirmation (the API's 409 says what still uses the record), bulk
 * actions on selected rows, actions shown only with their permission. Built from the kit's pieces
 * (`ListScreen`, `useServerList`, `ListTable`), which richer screens compose directly.
 */
export function CrudScreen<T extends Item, V extends object>(props: CrudScreenProps<T, V>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const can = (action: string) =>
    session.data?.permissions.includes(`${props.permission}.${action}`) ?? false;
  const list = useServerList<T>({
    queryKey: queryKeyOf(props.operations.list),
    fetchPage: resourcePage<T>(props.operations.list),
    defaultOrdering: props.defaultOrdering ?? 'name',
  });
  const [drawer, setDrawer] = useState<{ item: T | null } | null>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const remove = useMutation({
    mutationFn: (item: T) => send(props.operations.remove, { params: { id: item.id } }),
    onSuccess: async (_data, item) => {
      toast.success(props.texts.deleted.replace('{{name}}', item.name));
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(props.operations.list) });
    },
  });

  const actions: TableColumnsType<T> =
    can('edit') || can('delete')
      ? [
          {
            key: 'actions',
            title: t('crud.actions'),
            width: 96,
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

  return (
    <ListScreen
      testId={props.testId}
      title={props.title}
      subtitle={props.subtitle}
      actions={
        can('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ item: null })}>
            {props.texts.add}
          </Button>
        ) : null
      }
      notice={props.extra}
      search={
        <ListSearch state={list.state} update={list.update} placeholder={props.texts.search} />
      }
      filters={props.filters?.(list.state, list.update)}
      error={<ListError error={list.result.error} retry={() => void list.result.refetch()} />}
      bulk={
        props.bulkActions && selected.length > 0
          ? props.bulkActions(selected, () => setSelected([]))
          : null
      }
    >
      <ListTable<T>
        list={list}
        columns={[...props.columns, ...actions]}
        sortable={props.sortable}
        loading={list.result.isFetching}
        locale={{ emptyText: props.texts.empty }}
        minWidth={props.minWidth}
        selection={props.bulkActions ? { keys: selected, onChange: setSelected } : undefined}
      />
      {drawer ? <CrudDrawer {...props} item={drawer.item} onClose={() => setDrawer(null)} /> : null}
    </ListScreen>
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
  const rules = schemaRules(props.schema, props.bodyOf);

  const save = useMutation({
    mutationFn: (values: V) =>
      item
        ? send<T>(
            props.operations.update,
            { params: { id: item.id }, body: props.bodyOf(values) },
            true,
          )
        : send<T>(props.operations.create, { body: props.bodyOf(values) }, true),
    onSuccess: async (saved) => {
      toast.success(
        (item ? props.texts.saved : props.texts.created).replace('{{name}}', saved.name),
      );
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(props.operations.list) });
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
          {props.fields(form, item, rules as SchemaRules)}
          {/* Enter in any field submits. */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </Form>
      </div>
    </Drawer>
  );
}
