import { UploadOutlined } from '@ant-design/icons';
import { endpoints, formatBytes, UPLOAD_RULES } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { useLanguage } from '../../../i18n/use-language';
import { SETTINGS_KEY } from './settings-query';
import { useAfdAejTranslation } from './texts';

const RULE = UPLOAD_RULES.certificate;
const ACCEPT = [...RULE.extensions.map((extension) => `.${extension}`), 'application/x-pkcs12'];
const FIELDS = ['file', 'password'];

interface Values {
  file?: File;
  password?: string;
}

/** The chosen file's problem before sending it (the server reads its bytes again). */
export function certificateFileProblem(file: File): 'wrongType' | 'tooLarge' | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !RULE.extensions.includes(extension)) return 'wrongType';
  if (file.size > RULE.maxBytes) return 'tooLarge';
  return undefined;
}

/** A file picker as a form control: a button, the chosen file's name, the value a `File`. */
function CertificateFileInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
}) {
  const { t } = useAfdAejTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Space wrap>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT.join(',')}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // So choosing the same file again still counts as a change.
          event.target.value = '';
          if (chosen) onChange?.(chosen);
        }}
      />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
        {t('certificate.choose')}
      </Button>
      {value ? <span data-testid="certificate-file-name">{value.name}</span> : null}
    </Space>
  );
}

/**
 * Upload of the company's e-CNPJ A1 (.p12/.pfx + its password). The multipart form carries the
 * password before the file, as the API reads it. A wrong password, a file that is not a PKCS#12
 * or an expired certificate come back next to their field.
 */
export function CertificateUpload({
  onDone,
  onCancel,
}: {
  onDone: () => void;
  /** Shown when a certificate exists (the form replaces it). */
  onCancel?: () => void;
}) {
  const { t } = useAfdAejTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const size = formatBytes(RULE.maxBytes, language);

  const upload = useMutation({
    mutationFn: (values: Values) =>
      callOperation(
        endpoints.afdExport.uploadCertificate,
        { file: values.file as File, fields: { password: values.password ?? '' } },
        { silent: true },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      form.resetFields();
      toast.success(t('certificate.uploaded'));
      onDone();
    },
    onError: (caught) => {
      // Not a PKCS#12 (415) or too large (413): the file's own problem.
      if (isApiError(caught) && (caught.status === 415 || caught.status === 413)) {
        form.setFields([{ name: 'file', errors: [caught.message] }]);
        setError(undefined);
        return;
      }
      setError(applyServerErrors(form, caught, FIELDS));
    },
  });

  return (
    <Form<Values>
      form={form}
      name="afd-aej-certificate"
      layout="vertical"
      requiredMark={false}
      data-testid="certificate-upload"
      onFinish={(values) => {
        setError(undefined);
        upload.mutate(values);
      }}
    >
      <FormAlert message={error} />
      {/* Screen rules: the upload has no JSON schema in the contract (the API checks the bytes). */}
      <Form.Item
        name="file"
        label={t('certificate.file')}
        extra={t('certificate.fileHint', { size })}
        rules={[
          {
            validator: async (_rule, file?: File) => {
              if (!file) throw new Error(t('certificate.fileRequired'));
              const problem = certificateFileProblem(file);
              if (problem) throw new Error(t(`certificate.${problem}`, { size }));
            },
          },
        ]}
      >
        <CertificateFileInput />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('certificate.password')}
        rules={[{ required: true, message: t('certificate.passwordRequired') }]}
      >
        <Input.Password autoComplete="new-password" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={upload.isPending}>
          {t('certificate.upload')}
        </Button>
        {onCancel ? (
          <Button onClick={onCancel} disabled={upload.isPending}>
            {t('certificate.cancel')}
          </Button>
        ) : null}
      </Space>
    </Form>
  );
}
