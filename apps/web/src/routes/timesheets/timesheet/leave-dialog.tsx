import {
  type EmployeeLeave,
  endpoints,
  formatBytes,
  LEAVE_DOCUMENT_RULES,
  leaveBodySchema,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { DOCUMENT_EXTENSIONS, DocumentPicker } from '../../../components/document-picker';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { i18n } from '../../../i18n';
import { DATE_INPUT } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { useActiveLeaveTypes } from '../../time-policy/leave-types/use-active-leave-types';
import { useTimesheetsTranslation } from '../texts';
import { applyMappedErrors } from './server-fields';
import { refreshTimesheets } from './timesheet-query';

interface Values {
  leave_type_id?: string;
  period?: [Dayjs | null, Dayjs | null] | null;
  reason?: string;
  document?: File;
}

const FIELD_OF: Record<string, keyof Values & string> = {
  leave_type_id: 'leave_type_id',
  from: 'period',
  to: 'period',
  reason: 'reason',
};

/** The form's values → the contract's body (the employee is the grid's). */
export function leaveBodyOf(employeeId: string, values: Values) {
  const [from, to] = values.period ?? [null, null];
  return {
    employee_id: employeeId,
    leave_type_id: values.leave_type_id ?? '',
    from: from ? from.format('YYYY-MM-DD') : '',
    to: to ? to.format('YYYY-MM-DD') : '',
    reason: (values.reason ?? '').trim(),
  };
}

/** The chosen document's problem before sending it (the API checks the bytes again). */
function leaveDocumentProblem(file: File): 'wrongType' | 'tooLarge' | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !DOCUMENT_EXTENSIONS.includes(extension)) return 'wrongType';
  if (file.size > LEAVE_DOCUMENT_RULES.maxBytes) return 'tooLarge';
  return undefined;
}

/**
 * "Justificar ausência": a leave type, the dates (the day by default), the reason and, optionally
 * (required when the type asks for one), the document: PDF, JPG or PNG up to 5 MB. The leave is
 * recorded first and its document sent next; when only the document fails, the leave stays and
 * sending the document again is all the dialog does.
 */
export function LeaveDialog({
  employeeId,
  name,
  date,
  onClose,
}: {
  employeeId: string;
  /** The employee's name. */
  name: string;
  /** The day the dialog was opened on: the default period. */
  date: string;
  onClose: () => void;
}) {
  const { t } = useTimesheetsTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<EmployeeLeave | null>(null);
  const types = useActiveLeaveTypes();
  const typeId = Form.useWatch('leave_type_id', form);
  const chosenType = types.active.find((type) => type.id === typeId);
  const size = formatBytes(LEAVE_DOCUMENT_RULES.maxBytes, language);
  const rules = schemaRules(leaveBodySchema, (values: Values) => leaveBodyOf(employeeId, values));
  const typeRequired = { 'validation.uuid': t('leave.typeRequired') };
  const periodRequired = { 'validation.date': t('leave.periodRequired') };

  const upload = (leave: EmployeeLeave, file: File) =>
    callOperation(
      endpoints.timesheets.uploadLeaveDocument,
      { params: { id: leave.id }, file },
      { silent: true },
    );

  const save = useMutation({
    mutationFn: async (values: Values) => {
      let leave = created;
      if (!leave) {
        leave = await callOperation(
          endpoints.timesheets.createLeave,
          { body: leaveBodyOf(employeeId, values) },
          { silent: true },
        );
        setCreated(leave);
      }
      if (values.document) {
        try {
          await upload(leave, values.document);
        } catch (caught) {
          throw new DocumentError(caught);
        }
      }
      return leave;
    },
    onSuccess: async () => {
      toast.success(t('leave.done'));
      onClose();
      await refreshTimesheets(queryClient);
    },
    onError: async (caught) => {
      if (caught instanceof DocumentError) {
        // The leave is recorded: the grid shows it already; only the document is left to send.
        await refreshTimesheets(queryClient);
        const cause = caught.cause;
        const message = isApiError(cause) ? cause.message : i18n.t('http.genericError');
        form.setFields([{ name: 'document', errors: [message] }]);
        setError(t('leave.uploadFailed'));
        return;
      }
      setError(applyMappedErrors(form, caught, FIELD_OF));
    },
  });

  const format = DATE_INPUT[language].format;
  const placeholder = DATE_INPUT[language].placeholder;
  const locked = created !== null;

  return (
    <Modal
      open
      title={t('leave.title', { name })}
      okText={locked ? t('leave.retryUpload') : t('leave.submit')}
      cancelText={locked ? t('leave.close') : t('crud.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={560}
    >
      <div data-testid="leave-dialog">
        <FormAlert message={error} />
        {types.isError ? <Alert type="warning" showIcon title={t('leave.typesError')} /> : null}
        {types.isSuccess && types.active.length === 0 ? (
          <Alert type="info" showIcon title={t('leave.noTypes')} />
        ) : null}
        <Form<Values>
          form={form}
          name="leave"
          layout="vertical"
          requiredMark={false}
          disabled={save.isPending}
          initialValues={{ period: [dayjs(date), dayjs(date)], reason: '' }}
          onFinish={(values) => {
            setError(undefined);
            save.mutate(values);
          }}
        >
          <Form.Item
            name="leave_type_id"
            label={t('leave.type')}
            rules={rules('leave_type_id', 'leave_type_id', typeRequired)}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('leave.typePlaceholder')}
              loading={types.isLoading}
              disabled={locked}
              options={types.active.map((type) => ({
                value: type.id,
                label: `${type.name} (${type.code})`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="period"
            label={t('leave.period')}
            rules={[
              ...rules('period', 'from', periodRequired),
              ...rules('period', 'to', periodRequired),
            ]}
          >
            <DatePicker.RangePicker
              format={format}
              placeholder={[placeholder, placeholder]}
              allowClear={false}
              disabled={locked}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item name="reason" label={t('leave.reason')} rules={rules('reason')}>
            <Input.TextArea
              rows={2}
              maxLength={500}
              disabled={locked}
              placeholder={t('leave.reasonPlaceholder')}
            />
          </Form.Item>
          {/* Screen rules: the upload has no JSON schema (the API checks the bytes and the size). */}
          <Form.Item
            name="document"
            label={
              chosenType?.requires_document ? t('leave.documentRequired') : t('leave.document')
            }
            extra={t('leave.documentHint', { size })}
            rules={[
              {
                validator: async (_rule, file?: File) => {
                  if (!file) {
                    if (chosenType?.requires_document || locked) {
                      throw new Error(t('leave.fileRequired'));
                    }
                    return;
                  }
                  const problem = leaveDocumentProblem(file);
                  if (problem) throw new Error(t(`leave.${problem}`, { size }));
                },
              },
            ]}
          >
            <DocumentPicker
              chooseText={t('leave.choose')}
              removeLabel={(name) => t('leave.removeDocument', { name })}
              inputTestId="leave-document-input"
              nameTestId="leave-document-name"
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}

/** The leave was recorded but its document was not stored. */
class DocumentError extends Error {
  constructor(readonly cause: unknown) {
    super('document upload failed');
  }
}
