import {
  type PayrollEventCode,
  type PayrollEventCodesBody,
  payrollEventCodesBodySchema,
  translateIssue,
} from '@ponteiro/shared';
import { Alert, Button, Form, type FormRule, Input, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { FormAlert } from '../../../components/form-alert';
import { ListError } from '../../../components/resource/list-search';
import { toast } from '../../../feedback/toast';
import { currentLanguage } from '../../../i18n';
import { eventHelp, eventName } from './event-words';
import { useEventCodes, useSaveCodes } from './queries';
import { usePayrollTranslation } from './texts';

interface CodeRow {
  event: string;
  code?: string | null;
  description?: string | null;
}
interface CodesForm {
  rows: CodeRow[];
}

/** What is sent: every event with a code (the rest loses its code). */
function bodyOf(rows: readonly CodeRow[]): PayrollEventCodesBody {
  return {
    codes: rows
      .filter((row) => (row.code ?? '').trim() !== '')
      .map((row) => ({
        event: row.event,
        code: (row.code ?? '').trim(),
        description: (row.description ?? '').trim() || null,
      })),
  };
}

/** The contract's check of one row's field (an empty code is fine: the event is not mapped). */
function rowRule(field: 'code' | 'description', index: number): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const row = getFieldValue(['rows', index]) as CodeRow | undefined;
      if (!row || (row.code ?? '').trim() === '') return;
      const result = payrollEventCodesBodySchema.safeParse(bodyOf([row]));
      const issue = result.success
        ? undefined
        : result.error.issues.find((i) => i.path[2] === field);
      if (issue) throw new Error(translateIssue(issue, currentLanguage()));
    },
  });
}

/**
 * The mapping screen: every event with the company's payroll code and description, edited in
 * place and saved at once (an emptied code leaves its event out of the files). Read-only for an
 * Employee.
 */
export function EventCodesTab({ editor }: { editor: boolean }) {
  const { t, i18n } = usePayrollTranslation();
  const codes = useEventCodes();
  const save = useSaveCodes();
  const [form] = Form.useForm<CodesForm>();
  const [error, setError] = useState<string>();
  const rows: CodeRow[] = (codes.data ?? []).map((c: PayrollEventCode) => ({
    event: c.event,
    code: c.code,
    description: c.description,
  }));

  return (
    <div data-testid="payroll-codes">
      <Typography.Paragraph type="secondary">{t('codes.intro')}</Typography.Paragraph>
      {editor ? null : (
        <Alert className="payroll-notice" type="info" showIcon title={t('codes.readOnly')} />
      )}
      <ListError error={codes.error} retry={() => void codes.refetch()} />
      <FormAlert message={error} />
      {codes.data ? (
        <Form<CodesForm>
          // A new answer (after saving, or another tab's change) starts the form again.
          key={JSON.stringify(codes.data)}
          form={form}
          initialValues={{ rows }}
          disabled={!editor || save.isPending}
          onFinish={() => {
            setError(undefined);
            const values = form.getFieldsValue(true) as CodesForm;
            save.mutate(bodyOf(values.rows), {
              onSuccess: () => toast.success(t('codes.saved')),
              onError: (caught) => setError(isApiError(caught) ? caught.message : String(caught)),
            });
          }}
          onFinishFailed={() => setError(t('codes.fixErrors'))}
        >
          <Table<CodeRow & { index: number }>
            size="small"
            rowKey="event"
            aria-label={t('codes.tableLabel')}
            pagination={false}
            dataSource={rows.map((row, index) => ({ ...row, index }))}
            columns={[
              {
                key: 'event',
                title: t('codes.event'),
                render: (_, row) => (
                  <Tooltip title={eventHelp(t, row.event)}>
                    <span>{eventName(t, row.event, i18n.language)}</span>
                  </Tooltip>
                ),
              },
              {
                key: 'unit',
                title: t('codes.unit'),
                width: 90,
                render: (_, row) =>
                  t(`units.${codes.data?.find((c) => c.event === row.event)?.unit ?? 'minutes'}`),
              },
              {
                key: 'code',
                title: t('codes.code'),
                width: 180,
                render: (_, row) => {
                  const name = eventName(t, row.event, i18n.language);
                  return (
                    <Form.Item
                      name={['rows', row.index, 'code']}
                      rules={[rowRule('code', row.index)]}
                      style={{ margin: 0 }}
                    >
                      <Input aria-label={t('codes.codeOf', { event: name })} maxLength={20} />
                    </Form.Item>
                  );
                },
              },
              {
                key: 'description',
                title: t('codes.description'),
                render: (_, row) => {
                  const name = eventName(t, row.event, i18n.language);
                  return (
                    <Form.Item
                      name={['rows', row.index, 'description']}
                      rules={[rowRule('description', row.index)]}
                      style={{ margin: 0 }}
                    >
                      <Input
                        aria-label={t('codes.descriptionOf', { event: name })}
                        maxLength={100}
                      />
                    </Form.Item>
                  );
                },
              },
            ]}
          />
          {editor ? (
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              style={{ marginTop: 12 }}
            >
              {t('codes.save')}
            </Button>
          ) : null}
        </Form>
      ) : (
        <Table size="small" loading={codes.isLoading} dataSource={[]} columns={[]} />
      )}
    </div>
  );
}
