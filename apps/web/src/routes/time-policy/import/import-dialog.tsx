import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { type endpoints, UPLOAD_RULES } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Space, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { saveBlob } from '../../../api/download';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { useCalendarTranslation } from '../calendar-texts';
import { ImportReport, type ImportResult } from './import-report';

const MAX_MB = UPLOAD_RULES.listImport.maxBytes / (1024 * 1024);

/** The imports of these screens: `?dry_run=`, the file as multipart `file`, a report back. */
export type ImportOperation =
  | typeof endpoints.timePolicy.importHolidays
  | typeof endpoints.timePolicy.importOpenings;

/** The chosen file's problem before sending it (the server checks its bytes again). */
function fileProblem(file: File): 'wrongType' | 'tooLarge' | undefined {
  if (!/\.(csv|txt|xlsx)$/i.test(file.name)) return 'wrongType';
  if (file.size > UPLOAD_RULES.listImport.maxBytes) return 'tooLarge';
  return undefined;
}

/** The file's own problem as the API words it (unknown columns, too many rows, not text). */
function uploadError(error: Error | null): string | undefined {
  if (!error) return undefined;
  return (isApiError(error) && error.fieldErrors.file?.[0]) || error.message;
}

export interface ImportDialogProps {
  operation: ImportOperation;
  /** The dialog's title and its first paragraph (what a row holds, its columns and formats). */
  title: string;
  intro: string;
  /** The example file, written in the browser. */
  example: () => { filename: string; text: string };
  /** The report's name of each field the API may reject (`{ date: 'Data' }`). */
  fieldLabels: Readonly<Record<string, string>>;
  /** The dialog's test id; the report's is the same with `-result`. */
  testId: string;
  /** What a real import that changed something makes stale. */
  invalidates: readonly unknown[];
  onClose: () => void;
}

/**
 * Records from a CSV or an xlsx: an example to download, a simulation first (nothing saved), then
 * the import of the same file; each time, the counts and every rejected row with its reasons.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { operation, onClose } = props;
  const { t } = useCalendarTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  // Kept apart from the mutation's data: the simulation stays on screen while the import runs.
  const [result, setResult] = useState<ImportResult>();

  const run = useMutation({
    mutationFn: ({ dryRun }: { dryRun: boolean }): Promise<ImportResult> =>
      callOperation(
        operation,
        { query: { dry_run: dryRun }, file: file as File },
        { silent: true },
      ),
    onSuccess: async (answer) => {
      setResult(answer);
      if (!answer.dry_run && changes(answer) > 0) {
        await queryClient.invalidateQueries({ queryKey: props.invalidates });
      }
    },
  });

  const reset = () => {
    setFile(undefined);
    setResult(undefined);
    run.reset();
  };
  const downloadExample = () => {
    const example = props.example();
    saveBlob(new Blob([example.text], { type: 'text/csv;charset=utf-8' }), example.filename);
  };

  const footer = !result ? (
    <Space>
      <Button onClick={onClose}>{t('crud.cancel')}</Button>
      {/* Keys: each step's button is its own element, so one's loading state never shows on the
          next (a reused button kept "loading" in its accessible name while the icon faded). */}
      <Button
        key="simulate"
        type="primary"
        disabled={!file}
        loading={run.isPending}
        onClick={() => run.mutate({ dryRun: true })}
      >
        {t('import.simulate')}
      </Button>
    </Space>
  ) : result.dry_run ? (
    <Space>
      <Button onClick={reset}>{t('import.another')}</Button>
      <Button
        key="import"
        type="primary"
        disabled={changes(result) === 0}
        loading={run.isPending}
        onClick={() => run.mutate({ dryRun: false })}
      >
        {t('import.run')}
      </Button>
    </Space>
  ) : (
    <Space>
      <Button onClick={reset}>{t('import.another')}</Button>
      <Button key="close" type="primary" onClick={onClose}>
        {t('import.close')}
      </Button>
    </Space>
  );

  return (
    <Modal open width={760} title={props.title} onCancel={onClose} footer={footer}>
      <div data-testid={props.testId}>
        <p>{props.intro}</p>
        <Button icon={<DownloadOutlined />} onClick={downloadExample}>
          {t('import.example')}
        </Button>
        {result ? (
          <ImportReport
            result={result}
            fieldLabels={props.fieldLabels}
            testId={`${props.testId}-result`}
          />
        ) : (
          <Upload.Dragger
            className="import-dropzone"
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            fileList={
              file ? [{ uid: 'file', name: file.name, status: 'done', size: file.size }] : []
            }
            beforeUpload={(chosen) => {
              const found = fileProblem(chosen);
              setProblem(found ? t(`import.${found}`, { size: MAX_MB }) : undefined);
              setFile(found ? undefined : chosen);
              run.reset();
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('import.choose')}</p>
            <p className="cell-muted">{t('import.chooseHint', { size: MAX_MB })}</p>
          </Upload.Dragger>
        )}
        <FormAlert message={problem ?? uploadError(run.error)} />
      </div>
    </Modal>
  );
}

/** The rows an import would add or correct (nothing to import when none). */
function changes(result: ImportResult): number {
  return result.created + (result.updated ?? 0);
}
