import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Popconfirm, Space } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { toast } from '../feedback/toast';

const ACCEPTED = ['image/jpeg', 'image/png'];

/** The problem with a chosen file before sending it (type by its MIME, size), or undefined. */
export function imageFileProblem(file: File, maxBytes: number): 'type' | 'size' | undefined {
  if (!ACCEPTED.includes(file.type)) return 'type';
  if (file.size > maxBytes) return 'size';
  return undefined;
}

/** An authenticated image from the API as an object URL (revoked when it changes or unmounts). */
export function useApiImage(path: string | null, version: unknown): string | undefined {
  const [url, setUrl] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` forces a reload after an upload.
  useEffect(() => {
    if (!path) {
      setUrl(undefined);
      return;
    }
    let live = true;
    let created: string | undefined;
    api.get<Blob>(path, { responseType: 'blob', silent: true }).then(
      (blob) => {
        if (!live) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      },
      () => live && setUrl(undefined),
    );
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [path, version]);
  return url;
}

/**
 * A photo or logo: preview, "choose file" (JPEG/PNG up to `maxBytes`, checked here before the
 * server checks the bytes again) and remove with confirmation.
 */
export function ImageUpload({
  imagePath,
  hasImage,
  maxBytes,
  disabled = false,
  upload,
  remove,
  shape = 'circle',
  placeholder = <UserOutlined />,
  label,
  testId,
}: {
  imagePath: string;
  hasImage: boolean;
  maxBytes: number;
  disabled?: boolean;
  upload: (file: File) => Promise<unknown>;
  remove: () => Promise<unknown>;
  shape?: 'circle' | 'square';
  placeholder?: ReactNode;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);
  const src = useApiImage(hasImage ? imagePath : null, version);
  const limit = `${Math.round(maxBytes / 1024)} KB`;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      setVersion((v) => v + 1);
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
