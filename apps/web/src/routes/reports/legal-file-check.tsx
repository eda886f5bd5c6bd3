import { InboxOutlined } from '@ant-design/icons';
import { type LegalFileKind, type LegalFileReport, UPLOAD_RULES } from '@ponteiro/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Upload } from 'antd';
import { useState } from 'react';
import { api } from '../../api/client';
import { FormAlert } from '../auth/auth-kit';
import { useReportsTranslation } from './texts';

type Problem = LegalFileReport['errors'][number];
const MAX_BYTES = UPLOAD_RULES.legalFile.maxBytes;

/** Upload an AFD or AEJ from any REP and see every problem with its line and field. */
export function LegalFileCheck({ kind }: { kind: LegalFileKind }) {
  const { t } = useReportsTranslation();
  const [problem, setProblem] = useState<string>();
  const check = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post<LegalFileReport>(`reports/${kind}/validate/`, body, { silent: true });
    },
  });
  const report = check.data;

  return (
    <div data-testid={`${kind}-check`}>
      <h2 className="page-card__title">{t('legalFiles.checkTitle')}</h2>
      {report ? (
        <LegalFileResult report={report} onAnother={() => check.reset()} />
      ) : (
        <>
          <Upload.Dragger
            className="import-dropzone"
            maxCount={1}
            showUploadList={false}
            disabled={check.isPending}
            beforeUpload={(file) => {
              setProblem(file.size > MAX_BYTES ? t('legalFiles.tooLarge') : undefined);
              if (file.size <= MAX_BYTES) check.mutate(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{check.isPending ? t('legalFiles.checking') : t('legalFiles.choose')}</p>
            <p className="cell-muted">{t('legalFiles.chooseHint')}</p>
          </Upload.Dragger>
          <FormAlert message={problem ?? check.error?.message} />
        </>
      )}
    </div>
  );
}

function LegalFileResult({
  report,
  onAnother,
}: {
  report: LegalFileReport;
  onAnother: () => void;
}) {
  const { t } = useReportsTranslation();
  const file = report.filename;
  return (
    <div data-testid="legal-file-result">
      <Alert
        showIcon
        type={report.valid ? 'success' : 'error'}
        message={
          report.valid
            ? t('legalFiles.valid', { file })
            : t('legalFiles.invalid', { file, count: report.errors.length })
        }
        action={<Button onClick={onAnother}>{t('legalFiles.another')}</Button>}
      />
      <Space wrap className="legal-file-counts" aria-label={t('legalFiles.counts')}>
        {Object.entries(report.counts).map(([name, n]) => (
          <Tag key={name}>
            {name}: {n}
          </Tag>
        ))}
      </Space>
      {report.errors.length > 0 ? (
        <Table<Problem>
          size="small"
          rowKey={(p) => `${p.line}:${p.field}:${p.message}`}
          dataSource={report.errors}
          pagination={report.errors.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          columns={[
            { key: 'line', dataIndex: 'line', title: t('legalFiles.line'), width: 90 },
            { key: 'field', dataIndex: 'field', title: t('legalFiles.field'), width: 200 },
            { key: 'message', dataIndex: 'message', title: t('legalFiles.message') },
          ]}
        />
      ) : null}
    </div>
  );
}
