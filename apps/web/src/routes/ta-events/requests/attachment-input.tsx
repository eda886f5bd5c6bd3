import { formatBytes, LEAVE_DOCUMENT_RULES } from '@ponteiro/shared';
import { Form } from 'antd';
import { DocumentPicker } from '../../../components/document-picker';
import { useLanguage } from '../../../i18n/use-language';
import { attachmentProblem } from './request-format';
import { useRequestsTranslation } from './texts';

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
      <DocumentPicker
        chooseText={t('attachment.choose')}
        replaceText={t('attachment.replace')}
        removeLabel={(name) => t('attachment.remove', { name })}
        inputTestId="request-attachment-input"
        nameTestId="request-attachment-name"
      />
    </Form.Item>
  );
}
