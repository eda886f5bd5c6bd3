import { InboxOutlined } from '@ant-design/icons';
import { endpoints, type LegalFileKind, UPLOAD_RULES } from '@ponteiro/shared';
import { useMutation } from '@tanstack/react-query';
import { Upload } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { LegalFileResult } from './legal-file-result';
import { useReportsTranslation } from './texts';

const MAX_BYTES = UPLOAD_RULES.legalFile.maxBytes;

/** Upload an AFD or AEJ from any REP and see every problem with its line and field. */
export function LegalFileCheck({ kind }: { kind: LegalFileKind }) {
  const { t } = useReportsTranslation();
  const [problem, setProblem] = useState<string>();
  const check = useMutation({
    mutationFn: (file: File) =>
      callOperation(endpoints.legalFiles[kind], { file }, { silent: true }),
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
