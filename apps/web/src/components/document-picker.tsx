import { CloseOutlined, PaperClipOutlined } from '@ant-design/icons';
import { LEAVE_DOCUMENT_RULES } from '@ponteiro/shared';
import { Button, Space } from 'antd';
import { useRef } from 'react';

/** The endings of a leave's document: a PDF or a photo (the API checks the bytes again). */
export const DOCUMENT_EXTENSIONS: readonly string[] = ['pdf', 'jpg', 'jpeg', 'png'];

/** The file input's `accept`: the endings and the media types of a leave's document. */
export const DOCUMENT_ACCEPT = [
  ...DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`),
  ...LEAVE_DOCUMENT_RULES.types,
].join(',');

/**
 * A file picker as a form control (a leave's document: a PDF or a photo): a button, the chosen
 * file's name and a way to drop it. The texts and test ids are the screen's.
 */
export function DocumentPicker({
  id,
  value,
  onChange,
  disabled,
  chooseText,
  replaceText = chooseText,
  removeLabel,
  inputTestId,
  nameTestId,
}: {
  id?: string;
  value?: File;
  onChange?: (file: File | undefined) => void;
  disabled?: boolean;
  /** The button's text while no file is chosen… */
  chooseText: string;
  /** …and once one is (the same by default). */
  replaceText?: string;
  /** The accessible name of the button that drops the chosen file. */
  removeLabel: (name: string) => string;
  inputTestId: string;
  nameTestId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Space wrap>
      <input
        ref={input}
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        data-testid={inputTestId}
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
        {value ? replaceText : chooseText}
      </Button>
      {value ? (
        <>
          <span data-testid={nameTestId}>{value.name}</span>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            disabled={disabled}
            aria-label={removeLabel(value.name)}
            onClick={() => onChange?.(undefined)}
          />
        </>
      ) : null}
    </Space>
  );
}
