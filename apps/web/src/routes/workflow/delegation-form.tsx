import { type DelegationBody, delegationBodySchema, endpoints } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../feedback/toast';
import { schemaRules } from '../../forms/schema-rules';
import { DATE_INPUT } from '../../i18n/date-input';
import { useLanguage } from '../../i18n/use-language';
import { DELEGATIONS_KEY, usePeople } from './queries';
import { type FieldName, placeServerErrors } from './server-errors';
import { useWorkflowTranslation } from './texts';

interface Values {
  user_id?: string;
  delegate_user_id?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  note?: string;
}

/** The form → the contract's body: the delegator only when it is not the caller. */
export function delegationBodyOf(values: Values, me: string | undefined): DelegationBody {
  const [from, to] = values.period ?? [null, null];
  const note = (values.note ?? '').trim();
  return {
    ...(values.user_id && values.user_id !== me ? { user_id: values.user_id } : {}),
    delegate_user_id: values.delegate_user_id ?? '',
    from: from ? from.format('YYYY-MM-DD') : '',
    to: to ? to.format('YYYY-MM-DD') : '',
    ...(note ? { note } : {}),
  };
}

const fieldOf = ([head]: (string | number)[]): FieldName | undefined => {
  if (head === 'from' || head === 'to') return 'period';
  if (head === 'user_id' || head === 'delegate_user_id' || head === 'note') return head;
  return undefined;
};

const searchable = { showSearch: { optionFilterProp: 'label' } } as const;

/**
 * "New delegation": whose approvals (the caller's; anyone's for who edits the flows), the stand-in,
 * the period and a note.
 */
export function DelegationDialog({
  me,
  choosesUser,
  onClose,
}: {
  /** The caller's user id. */
  me: string | undefined;
  /** settings.workflow.edit: may delegate someone else's approvals. */
  choosesUser: boolean;
  onClose: () => void;
}) {
  const { t } = useWorkflowTranslation();
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const people = usePeople();
  const users = people.data?.users ?? [];
  const userId = Form.useWatch('user_id', form) ?? me;
  const rules = schemaRules(delegationBodySchema, (values: Values) => delegationBodyOf(values, me));
  const periodRequired = { 'validation.date': t('delegations.form.periodRequired') };

  const create = useMutation({
    mutationFn: (body: DelegationBody) =>
      callOperation(endpoints.workflow.createDelegation, { body }, { silent: true }),
    onSuccess: async (delegation) => {
      toast.success(
        t('delegations.form.created', {
          delegate: delegation.delegate.name,
          user: delegation.user.name,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: DELEGATIONS_KEY });
      onClose();
    },
    onError: (caught) => setError(placeServerErrors(form, caught, fieldOf)),
  });

  const { format, placeholder } = DATE_INPUT[language];

  return (
    <Modal
      open
      title={t('delegations.form.title')}
      okText={t('delegations.form.submit')}
      cancelText={tc('crud.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={560}
    >
      <div data-testid="delegation-form">
        <FormAlert message={error} />
        <Form<Values>
          form={form}
          name="delegation"
          layout="vertical"
          requiredMark={false}
          disabled={create.isPending}
          initialValues={{ user_id: me, note: '' }}
          onFinish={(values) => {
            setError(undefined);
            create.mutate(delegationBodyOf(values, me));
          }}
        >
          {choosesUser ? (
            <Form.Item
              name="user_id"
              label={t('delegations.form.user')}
              extra={t('delegations.form.userHelp')}
              rules={rules('user_id')}
            >
              <Select
                {...searchable}
                loading={people.isLoading}
                options={users.map((user) => ({
                  value: user.id,
                  label:
                    user.id === me ? t('delegations.form.you', { name: user.name }) : user.name,
                }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item
            name="delegate_user_id"
            label={t('delegations.form.delegate')}
            rules={rules('delegate_user_id', 'delegate_user_id', {
              'validation.uuid': t('delegations.form.delegateRequired'),
            })}
          >
            <Select
              {...searchable}
              placeholder={t('delegations.form.delegatePlaceholder')}
              loading={people.isLoading}
              options={users
                .filter((user) => user.id !== userId)
                .map((user) => ({ value: user.id, label: user.name }))}
            />
          </Form.Item>
          <Form.Item
            name="period"
            label={t('delegations.form.period')}
            rules={[
              ...rules('period', 'from', periodRequired),
              ...rules('period', 'to', periodRequired),
            ]}
          >
            <DatePicker.RangePicker
              format={format}
              placeholder={[placeholder, placeholder]}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="note" label={t('delegations.form.note')} rules={rules('note')}>
            <Input.TextArea
              rows={2}
              maxLength={500}
              placeholder={t('delegations.form.notePlaceholder')}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
