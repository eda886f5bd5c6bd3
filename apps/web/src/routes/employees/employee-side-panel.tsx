import { HistoryOutlined, MailOutlined } from '@ant-design/icons';
import {
  type Employee,
  employeeSelfServiceBodySchema,
  endpoints,
  UPLOAD_RULES,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { callOperation, queryKeyOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { ImageUpload } from '../../components/image-upload';
import { toast } from '../../feedback/toast';
import { schemaRule } from '../../forms/schema-rules';
import { applyServerErrors } from '../../forms/server-errors';
import { useCan } from '../../session/use-can';
import { useStatusChange } from './bulk-status-bar';
import { HistoryDrawer } from './history-drawer';
import { ScheduleSection } from './schedule-section';
import { useEmployeesTranslation } from './texts';

/**
 * Beside the form: photo, status with enable/disable, schedule (with the week preview), history,
 * self-service invitation. `scheduleNotice`: the create page's failed schedule assignment.
 */
export function EmployeeSidePanel({
  employee,
  scheduleNotice,
}: {
  employee: Employee;
  scheduleNotice?: string;
}) {
  const { t } = useEmployeesTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const status = useStatusChange();
  const [history, setHistory] = useState(false);
  const [inviting, setInviting] = useState(false);
  const refresh = (saved: Employee) =>
    queryClient.setQueryData(
      queryKeyOf(endpoints.employees.get, { params: { id: employee.id } }),
      saved,
    );
  const active = employee.status === 'active';
  const change = active ? 'disable' : 'enable';

  return (
    <aside className="employee-side" data-testid="employee-side">
      <h2 className="page-card__title">{t('form.photo')}</h2>
      <ImageUpload
        testId="employee-photo"
        label={t('form.photo')}
        imageUrl={employee.photo_url}
        maxBytes={UPLOAD_RULES.profileImage.maxBytes}
        disabled={!can('employee.edit')}
        upload={async (file) => {
          refresh(
            await callOperation(
              endpoints.employees.setPhoto,
              { params: { id: employee.id }, file },
              { silent: true },
            ),
          );
        }}
        remove={async () =>
          refresh(
            await callOperation(
              endpoints.employees.deletePhoto,
              { params: { id: employee.id } },
              { silent: true },
            ),
          )
        }
      />
      <h2 className="page-card__title">{t('fields.status')}</h2>
      <Space wrap>
        <Tag color={active ? 'green' : 'default'} data-testid="employee-status">
          {t(`status.${employee.status}`)}
        </Tag>
        {can(`employee.${change}`) ? (
          <Popconfirm
            title={t(active ? 'actions.disableConfirm' : 'actions.enableConfirm', {
              name: employee.name,
            })}
            description={active ? t('list.disableHelp') : undefined}
            okText={t(`actions.${change}`)}
            okButtonProps={{ danger: active }}
            cancelText={t('crud.cancel')}
            onConfirm={async () => {
              await status.mutateAsync({ change, ids: [employee.id] }).catch(() => undefined);
              toast.success(
                t(active ? 'actions.disabled' : 'actions.enabled', { name: employee.name }),
              );
            }}
          >
            <Button danger={active} loading={status.isPending}>
              {t(`actions.${change}`)}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      <ScheduleSection employee={employee} notice={scheduleNotice} />
      <Space direction="vertical" className="employee-side__actions">
        {can('employee.history') ? (
          <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)}>
            {t('actions.history')}
          </Button>
        ) : null}
        {employee.user ? (
          <span className="cell-muted">
            {t('actions.linkedTo', { email: employee.user.email })}
          </span>
        ) : can('employee.edit') ? (
          <Button icon={<MailOutlined />} onClick={() => setInviting(true)}>
            {t('actions.selfService')}
          </Button>
        ) : null}
      </Space>
      {history ? <HistoryDrawer employee={employee} onClose={() => setHistory(false)} /> : null}
      {inviting ? (
        <SelfServiceDialog employee={employee} onClose={() => setInviting(false)} />
      ) : null}
    </aside>
  );
}

interface InviteValues {
  email: string;
}

function SelfServiceDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const { t } = useEmployeesTranslation();
  const [form] = Form.useForm<InviteValues>();
  const [error, setError] = useState<string>();
  const invite = useMutation({
    mutationFn: (values: InviteValues) =>
      callOperation(
        endpoints.employees.inviteSelfService,
        { params: { id: employee.id }, body: { email: values.email.trim() } },
        { silent: true },
      ),
    onSuccess: (invitation) => {
      toast.success(t('actions.selfServiceSent', { email: invitation.email }));
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['email'])),
  });
  return (
    <Modal
      open
      title={t('actions.selfServiceTitle', { name: employee.name })}
      okText={t('actions.selfServiceSend')}
      cancelText={t('crud.cancel')}
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <p>{t('actions.selfServiceHelp')}</p>
      <FormAlert message={error} />
      <Form<InviteValues>
        form={form}
        layout="vertical"
        initialValues={{ email: employee.email ?? '' }}
        onFinish={(values) => invite.mutate(values)}
      >
        <Form.Item
          name="email"
          label={t('actions.selfServiceEmail')}
          rules={[
            schemaRule(
              employeeSelfServiceBodySchema,
              (v: InviteValues) => ({ email: v.email.trim() }),
              'email',
            ),
          ]}
        >
          <Input type="email" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
