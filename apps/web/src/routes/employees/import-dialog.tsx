import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  type EMPLOYEE_IMPORT_MODES,
  type EmployeeImportResult,
  endpoints,
  UPLOAD_RULES,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Radio, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { downloadOperation } from '../../api/download';
import { callOperation, queryKeyOf } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { toast } from '../../feedback/toast';
import { currentLanguage } from '../../i18n';
import { importSummary } from './import-summary';
import { useEmployeesTranslation } from './texts';

type Mode = (typeof EMPLOYEE_IMPORT_MODES)[number];
type Rejected = EmployeeImportResult['rejected'][number];
const MAX_BYTES = UPLOAD_RULES.document.maxBytes;

/** The chosen file's problem before sending it (the server checks its bytes again). */
function fileProblem(file: File): 'wrongType' | 'tooLarge' | undefined {
  if (!file.name.toLowerCase().endsWith('.xlsx')) return 'wrongType';
  if (file.size > MAX_BYTES) return 'tooLarge';
  return undefined;
}

/**
 * Import from a spreadsheet: template download, upload, "check only" or import with the user's
 * choice for rows with errors, then every rejected row with its reasons.
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<Mode>('valid_rows');
  const [problem, setProblem] = useState<string>();

  const run = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }) =>
      callOperation(
        endpoints.employees.import,
        { query: { mode, dry_run: dryRun }, file: file as File },
        { silent: true },
      ),
    onSuccess: async (result) => {
      if (!result.dry_run) {
        await queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoints.employees.list) });
      }
    },
  });
  const result = run.data;
  const written = result && !result.dry_run && result.created + result.updated > 0;

  const template = useMutation({
    mutationFn: () =>
      downloadOperation(
        endpoints.employees.importTemplate,
        currentLanguage() === 'pt'
          ? 'modelo-importacao-colaboradores.xlsx'
          : 'employee-import-template.xlsx',
      ),
    onError: () => toast.error(t('http.genericError')),
  });

  const reset = () => {
    setFile(undefined);
    run.reset();
  };

  return (
    <Modal
      open
      width={760}
      title={t('import.title')}
      onCancel={onClose}
      footer={
        result ? (
          <Space>
            <Button onClick={reset}>{t('import.another')}</Button>
            <Button type="primary" onClick={onClose}>
              {t('import.close')}
            </Button>
          </Space>
        ) : (
          <Space>
            <Button onClick={onClose}>{t('crud.cancel')}</Button>
            <Button
              disabled={!file}
              loading={run.isPending && run.variables?.dryRun}
              onClick={() => run.mutate({ dryRun: true })}
            >
              {t('import.check')}
            </Button>
            <Button
              type="primary"
              disabled={!file}
              loading={run.isPending && !run.variables?.dryRun}
              onClick={() => run.mutate({ dryRun: false })}
            >
              {t('import.run')}
            </Button>
          </Space>
        )
      }
    >
      <div data-testid="employee-import">
        <p>{t('import.intro')}</p>
        <Button
          icon={<DownloadOutlined />}
          loading={template.isPending}
          onClick={() => template.mutate()}
        >
          {t('import.template')}
        </Button>
        {result ? (
          <ImportResult result={result} mode={mode} written={Boolean(written)} />
        ) : (
          <>
            <Upload.Dragger
              className="import-dropzone"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              fileList={
                file ? [{ uid: 'file', name: file.name, status: 'done', size: file.size }] : []
              }
              beforeUpload={(chosen) => {
                const found = fileProblem(chosen);
                setProblem(found ? t(`import.${found}`) : undefined);
                setFile(found ? undefined : chosen);
                return false;
              }}
              onRemove={() => setFile(undefined)}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p>{t('import.choose')}</p>
              <p className="cell-muted">{t('import.chooseHint')}</p>
            </Upload.Dragger>
            <FormAlert message={problem ?? run.error?.message} />
            <fieldset className="import-mode">
              <legend>{t('import.mode')}</legend>
              <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)}>
                <Radio value="valid_rows">{t('import.modeValid')}</Radio>
                <Radio value="all_or_nothing">{t('import.modeAll')}</Radio>
              </Radio.Group>
            </fieldset>
          </>
        )}
      </div>
    </Modal>
  );
}

function ImportResult({
  result,
  mode,
  written,
}: {
  result: EmployeeImportResult;
  mode: Mode;
  written: boolean;
}) {
  const { t } = useEmployeesTranslation();
  // Rejections name the form's fields (`cpf`, `subsidiary_id`…) or a column given by name.
  const fieldLabel = (field: string) =>
    t(`fields.${field}`, { defaultValue: t(`fields.${field}_id`, { defaultValue: field }) });
  const blocked = !result.dry_run && mode === 'all_or_nothing' && result.rejected.length > 0;
  return (
    <div className="import-result" data-testid="employee-import-result">
      <Alert
        showIcon
        type={result.rejected.length > 0 || result.total_rows === 0 ? 'warning' : 'success'}
        message={result.dry_run ? t('import.checked') : t('import.done')}
        description={
          <>
            <div>{importSummary(t, result)}</div>
            {blocked && !written ? <div>{t('import.noneWritten')}</div> : null}
          </>
        }
      />
      {result.rejected.length > 0 ? (
        <>
          <h3 className="page-card__title">{t('import.rejectedTitle')}</h3>
          <Table<Rejected>
            size="small"
            rowKey="row"
            dataSource={result.rejected}
            pagination={result.rejected.length > 20 ? { pageSize: 20 } : false}
            columns={[
              { key: 'row', dataIndex: 'row', title: t('import.row'), width: 80 },
              {
                key: 'reasons',
                title: t('import.reasons'),
                render: (_: unknown, r: Rejected) => (
                  <ul className="import-reasons">
                    {Object.entries(r.errors).flatMap(([field, messages]) =>
                      messages.map((message) => (
                        <li key={`${field}:${message}`}>
                          <strong>{fieldLabel(field)}</strong>: {message}
                        </li>
                      )),
                    )}
                  </ul>
                ),
              },
            ]}
          />
        </>
      ) : null}
    </div>
  );
}
