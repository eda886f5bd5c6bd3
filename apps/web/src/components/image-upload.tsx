import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { toast } from '../feedback/toast';
import { useWidgetsTranslation } from './widget-texts';

const ACCEPTED = ['image/jpeg', 'image/png'];

/** The problem with a chosen file before sending it (type by its MIME, size), or undefined. */
export function imageFileProblem(file: File, maxBytes: number): 'type' | 'size' | undefined {
  if (!ACCEPTED.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return undefined;
}

/**
 * A photo or logo: preview (the API's short-lived signed URL, loaded by the <img> itself), "choose
 * file" (JPEG/PNG up to `maxBytes`, checked here before the
 * server checks the bytes again) and remove with confirmation.
 */
export function ImageUpload({
  imageUrl,
  maxBytes,
  disabled = false,
  upload,
  remove,
  shape = 'circle',
  placeholder = <UserOutlined />,
  label,
  testId,
}: {
  /** The `photo_url`/`logo_url` of the API's answer; null without an image. */
  imageUrl: string | null;
  maxBytes: number;
  disabled?: boolean;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
  shape?: 'circle' | 'square';
  placeholder?: ReactNode;
  label: string;
  testId?: string;
}) {
  const { t } = useWidgetsTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const hasImage = imageUrl !== null;
  // The signed URL changes with each upload (a new key), so no cache-busting is needed here.
  const src = imageUrl ?? undefined;
  const limit = `${Math.round(maxBytes / 1024)} KB`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
    } catch (caught) {
      toast.error(caught instanceof Error ? caught.message : t('http.genericError'));
    } finally {
      setBusy(false);
    }
  };

  const onFile = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = imageFileProblem(file, maxBytes);
    if (problem === 'type') return toast.error(t('imageUpload.type'));
    if (problem === 'size') return toast.error(t('imageUpload.size', { limit }));
    void run(() => upload(file), t('imageUpload.uploaded'));
  };

  return (
    <div className="image-upload" data-testid={testId}>
      <Avatar
        size={96}
        shape={shape}
        src={src}
        icon={src ? undefined : placeholder}
        alt={label}
        data-testid={testId ? `${testId}-preview` : undefined}
        data-loaded={src ? 'true' : 'false'}
      />
      <div>
        <p className="image-upload__hint">{t('imageUpload.hint', { limit })}</p>
        {disabled ? null : (
          <Space wrap>
            <input
              ref={input}
              type="file"
              accept={ACCEPTED.join(',')}
              hidden
              aria-label={label}
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
              {hasImage ? t('imageUpload.replace') : t('imageUpload.choose')}
            </Button>
            {hasImage ? (
              <Popconfirm
                title={t('imageUpload.removeConfirm')}
                okText={t('imageUpload.remove')}
                cancelText={t('imageUpload.cancel')}
                onConfirm={() => run(remove, t('imageUpload.removed'))}
              >
                <Button icon={<DeleteOutlined />} danger disabled={busy}>
                  {t('imageUpload.remove')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        )}
      </div>
    </div>
  );
}
