import { CameraOutlined } from '@ant-design/icons';
import { formatBytes, PUNCH_PHOTO_MAX_BYTES } from '@ponteiro/shared';
import { useId, useRef, useState } from 'react';
import { currentLanguage } from '../../../i18n';
import { usePunchTranslation } from './texts';

/** A chosen photo, ready for the punch body. */
export interface ChosenPhoto {
  name: string;
  base64: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/** JPEG, PNG or WebP by the first bytes (the server checks the same way). */
function isImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * The photo the company asks for at a punch: a file input that opens the front camera on a
 * phone (`capture="user"`), checked here for size and type before it is sent.
 */
export function PhotoInput(props: {
  required: boolean;
  photo: ChosenPhoto | undefined;
  onChange: (photo: ChosenPhoto | undefined) => void;
  error?: string;
}) {
  const { t } = usePunchTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  const size = formatBytes(PUNCH_PHOTO_MAX_BYTES, currentLanguage());
  const message = problem ?? props.error;

  const choose = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return props.onChange(undefined);
    if (file.size > PUNCH_PHOTO_MAX_BYTES) {
      setProblem(t('policy.photoTooLarge', { size }));
      return props.onChange(undefined);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!isImage(bytes)) {
      setProblem(t('policy.photoType'));
      return props.onChange(undefined);
    }
    props.onChange({ name: file.name, base64: toBase64(bytes) });
  };

  return (
    <div className="punch-card__line" data-testid="punch-photo">
      <label htmlFor={id}>
        <CameraOutlined aria-hidden="true" />{' '}
        {props.required ? t('policy.photoRequired') : t('policy.photo')}
      </label>{' '}
      <input
        id={id}
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="user"
        aria-describedby={`${id}-hint`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="punch-card__line--muted">
        {props.photo
          ? t('policy.photoChosen', { name: props.photo.name })
          : t('policy.photoHint', { size })}
      </p>
      {message ? (
        <p role="alert" className="ant-form-item-explain-error">
          {message}
        </p>
      ) : null}
    </div>
  );
}
