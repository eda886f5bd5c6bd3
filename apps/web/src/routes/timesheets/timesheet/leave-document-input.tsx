import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { LEAVE_DOCUMENT_RULES } from '@ponteiro/shared';
import { Button, Space } from 'antd';
import { useRef } from 'react';
import { useTimesheetsTranslation } from '../texts';

/** The document of a leave: a PDF or a photo (the API checks the bytes again). */
const EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
const ACCEPT = [...EXTENSIONS.map((extension) => `.${extension}`), ...LEAVE_DOCUMENT_RULES.types];

/** The chosen file's problem before sending it. */
export function leaveDocumentProblem(file: File): 'wrongType' | 'tooLarge' | undefined {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!file.name.includes('.') || !(EXTENSIONS as readonly string[]).includes(extension)) {
    return 'wrongType';
  }
  if (file.size > LEAVE_DOCUMENT_RULES.maxBytes) return 'tooLarge';
  return undefined;
}

/** A file picker as a form control: a button, the chosen file's name and a way to drop it. */
export function LeaveDocumentInput({
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
  const { t } = useTimesheetsTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Space wrap>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT.join(',')}
        hidden
        data-testid="leave-document-input"
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
        {t('leave.choose')}
      </Button>
      {value ? (
        <>
          <span data-testid="leave-document-name">{value.name}</span>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            disabled={disabled}
            aria-label={t('leave.removeDocument', { name: value.name })}
            onClick={() => onChange?.(undefined)}
          />
        </>
      ) : null}
    </Space>
  );
}
