import { PlusOutlined } from '@ant-design/icons';
import type { PayrollLayout } from '@ponteiro/shared';
import { Alert, Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/resource/list-search';
import { toast } from '../../../feedback/toast';
import { LayoutDrawer } from './layout-form';
import { useLayouts, useRemoveLayout } from './queries';
import { usePayrollTranslation } from './texts';

/** Editing a layout (null: a new one), or nothing open. */
type Editing = { layout: PayrollLayout | null } | null;

/**
 * The company's export layouts: name, format, encoding and columns; editors create and change them
 * in a drawer (with a preview line) and delete them after confirming.
 */
export function LayoutsTab({ editor }: { editor: boolean }) {
  const { t } = usePayrollTranslation();
  const { t: tc } = useTranslation();
  const layouts = useLayouts();
  const remove = useRemoveLayout();
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <div data-testid="payroll-layouts">
      <Flex wrap justify="space-between" align="flex-start" gap={12} style={{ marginBottom: 12 }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 640 }}>
          {t('layouts.intro')}
        </Typography.Paragraph>
        {editor ? (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setEditing({ layout: null })}
          >
            {t('layouts.add')}
          </Button>
        ) : null}
      </Flex>
      {editor ? null : (
        <Alert className="payroll-notice" type="info" showIcon title={t('layouts.readOnly')} />
      )}
      <ListError error={layouts.error} retry={() => void layouts.refetch()} />
      <Table<PayrollLayout>
        size="small"
        rowKey="id"
        aria-label={t('layouts.tableLabel')}
        pagination={false}
        loading={layouts.isLoading}
        dataSource={layouts.data ?? []}
        locale={{ emptyText: t('layouts.empty') }}
        columns={[
          {
            key: 'name',
            title: t('layouts.columns.name'),
            render: (_, layout) => <Typography.Text strong>{layout.name}</Typography.Text>,
          },
          {
            key: 'format',
            title: t('layouts.columns.format'),
            render: (_, layout) => t(`layouts.formats.${layout.format}`),
          },
          {
            key: 'encoding',
            title: t('layouts.columns.encoding'),
            render: (_, layout) => t(`layouts.encodings.${layout.encoding}`),
          },
          {
            key: 'columns',
            title: t('layouts.columns.columns'),
            render: (_, layout) => t('layouts.columnCount', { count: layout.columns.length }),
          },
          ...(editor
            ? [
                {
                  key: 'actions',
                  title: t('layouts.columns.actions'),
                  width: 170,
                  render: (_: unknown, layout: PayrollLayout) => (
                    <Space
                      size={4}
                      role="group"
                      aria-label={t('layouts.actionsOf', { name: layout.name })}
                    >
                      <Button size="small" onClick={() => setEditing({ layout })}>
                        {t('layouts.edit')}
                      </Button>
                      <Popconfirm
                        title={t('layouts.deleteTitle', { name: layout.name })}
                        description={t('layouts.deleteHelp')}
                        okText={t('layouts.delete')}
                        cancelText={tc('crud.cancel')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() =>
                          remove
                            .mutateAsync(layout)
                            .then(() => toast.success(t('layouts.deleted', { name: layout.name })))
                            .catch(() => undefined)
                        }
                      >
                        <Button size="small" danger>
                          {t('layouts.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing ? <LayoutDrawer layout={editing.layout} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
