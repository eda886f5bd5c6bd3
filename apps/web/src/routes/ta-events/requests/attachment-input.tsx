import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { formatBytes, LEAVE_DOCUMENT_RULES } from '@ponteiro/shared';
import { Button, Form, Space } from 'antd';
import { useRef } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { ATTACHMENT_ACCEPT, attachmentProblem } from './request-format';
import { useRequestsTranslation } from './texts';

/** A file picker as a form control: a button, the chosen file's name and a way to drop it. */
function AttachmentPicker({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  disabled?: boolean;
}) {
  const { t } = useRequestsTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Space wrap>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ATTACHMENT_ACCEPT}
        hidden
        data-testid="request-attachment-input"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // So choosing the same file again still counts as a change.
          event.target.value = '';
          if (chosen) onChange?.(chosen);
        }}
      />
      <Button
        icon={<PaperClipOutlined />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {value ? t('attachment.replace') : t('attachment.choose')}
      </Button>
      {value ? (
        <>
          <span data-testid="request-attachment-name">{value.name}</span>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            disabled={disabled}
            aria-label={t('attachment.remove', { name: value.name })}
            onClick={() => onChange?.(undefined)}
          />
        </>
      ) : null}
    </Space>
  );
}

/**
 * The form item `attachment` of a request: PDF, JPEG or PNG up to 5 MB, checked here before it is
 * sent (the API checks the bytes again); `required` when the leave type asks for a document.
 */
export function AttachmentField({ required = false }: { required?: boolean }) {
  const { t } = useRequestsTranslation();
  const { language } = useLanguage();
  const size = formatBytes(LEAVE_DOCUMENT_RULES.maxBytes, language);
  return (
    <Form.Item
      name="attachment"
      label={required ? t('attachment.labelRequired') : t('attachment.label')}
      extra={t('attachment.hint', { size })}
      // Re-checked when `required` changes (another leave type chosen).
      dependencies={['leave_type_id']}
      rules={[
        {
          validator: async (_rule, file?: File) => {
            if (!file) {
              if (required) throw new Error(t('attachment.required'));
              return;
            }
            const problem = attachmentProblem(file);
            if (problem) throw new Error(t(`attachment.${problem}`, { size }));
          },
        },
      ]}
    >
      <AttachmentPicker />
    </Form.Item>
  );
}
