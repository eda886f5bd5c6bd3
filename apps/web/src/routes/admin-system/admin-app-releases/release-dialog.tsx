import {
  APP_RELEASE_PLATFORMS,
  type AppRelease,
  type AppReleaseBody,
  appReleaseBodySchema,
  endpoints,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Checkbox, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { queryKeyOf } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { callAdmin } from '../../../session/admin-api';
import { HISTORY_QUERY_KEY } from '../record-history';
import { useAdminCatalogueTranslation } from './texts';

/** The releases' key (list and single release share the operation): invalidated after a save. */
export const APP_RELEASES_QUERY_KEY = queryKeyOf(endpoints.admin.appReleases.list);

const FIELDS = [
  'platform',
  'version',
  'build',
  'notes_pt',
  'notes_en',
  'min_supported_version',
  'forced_update',
  'released_at',
];

export interface ReleaseValues {
  platform?: AppRelease['platform'];
  version?: string;
  build?: number | null;
  notes_pt?: string;
  notes_en?: string;
  min_supported_version?: string;
  forced_update: boolean;
  released_at?: Dayjs | null;
}

/** The form's values as the contract's body: blanks are absent (no minimum, released now). */
export function releaseBodyOf(values: ReleaseValues): AppReleaseBody {
  return {
    platform: values.platform as AppRelease['platform'],
    version: values.version?.trim() ?? '',
    build: values.build ?? Number.NaN,
    notes_pt: values.notes_pt ?? '',
    notes_en: values.notes_en ?? '',
    min_supported_version: values.min_supported_version?.trim() || null,
    forced_update: values.forced_update,
    released_at: values.released_at ? values.released_at.toISOString() : null,
  };
}

function initialValues(release: AppRelease | null): ReleaseValues {
  return {
    platform: release?.platform ?? 'android',
    version: release?.version ?? '',
    build: release?.build ?? null,
    notes_pt: release?.notes_pt ?? '',
    notes_en: release?.notes_en ?? '',
    min_supported_version: release?.min_supported_version ?? '',
    forced_update: release?.forced_update ?? false,
    released_at: release ? dayjs(release.released_at) : null,
  };
}

/**
 * Publish (no `release`) or edit an app release, checked with the contract's schema; the server's
 * refusals (a version or build taken: 409 on the field, 403) show on the field or above the form.
 */
export function ReleaseDialog({
  release,
  onClose,
}: {
  release: AppRelease | null;
  onClose: () => void;
}) {
  const { t } = useAdminCatalogueTranslation();
  const [form] = Form.useForm<ReleaseValues>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();

  const save = useMutation({
    mutationFn: (values: ReleaseValues) =>
      release
        ? callAdmin(
            endpoints.admin.appReleases.update,
            { query: { id: release.id }, body: releaseBodyOf(values) },
            { silent: true },
          )
        : callAdmin(
            endpoints.admin.appReleases.create,
            { body: releaseBodyOf(values) },
            { silent: true },
          ),
    onSuccess: async (saved) => {
      toast.success(
        release ? t('appReleases.saved') : t('appReleases.created', { version: saved.version }),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: APP_RELEASES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
      ]);
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS)),
  });

  const rules = schemaRules(appReleaseBodySchema, releaseBodyOf);

  return (
    <Modal
      open
      width={640}
      title={
        release
          ? t('appReleases.editTitle', {
              version: release.version,
              platform: t(`platform.${release.platform}`),
            })
          : t('appReleases.createTitle')
      }
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <FormAlert message={error} />
      <Form<ReleaseValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        name="admin-app-release"
        initialValues={initialValues(release)}
        onFinish={(values) => {
          setError(undefined);
          save.mutate(values);
        }}
      >
        <Form.Item
          name="platform"
          label={t('appReleases.fields.platform')}
          rules={rules('platform')}
        >
          <Select
            options={APP_RELEASE_PLATFORMS.map((value) => ({
              value,
              label: t(`platform.${value}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="version"
          label={t('appReleases.fields.version')}
          extra={t('appReleases.fields.versionHelp')}
          rules={rules('version')}
        >
          <Input autoComplete="off" placeholder="1.2.3" autoFocus />
        </Form.Item>
        <Form.Item
          name="build"
          label={t('appReleases.fields.build')}
          extra={t('appReleases.fields.buildHelp')}
          rules={rules('build')}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="min_supported_version"
          label={t('appReleases.fields.minSupported')}
          extra={t('appReleases.fields.minSupportedHelp')}
          dependencies={['version']}
          rules={rules('min_supported_version')}
        >
          <Input autoComplete="off" placeholder="1.0.0" />
        </Form.Item>
        <Form.Item name="forced_update" valuePropName="checked">
          <Checkbox>{t('appReleases.fields.forced')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="released_at"
          label={t('appReleases.fields.releasedAt')}
          extra={t('appReleases.fields.releasedAtHelp')}
          rules={rules('released_at')}
        >
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="notes_pt"
          label={t('appReleases.fields.notesPt')}
          rules={rules('notes_pt')}
        >
          <Input.TextArea rows={4} maxLength={5000} showCount />
        </Form.Item>
        <Form.Item
          name="notes_en"
          label={t('appReleases.fields.notesEn')}
          rules={rules('notes_en')}
        >
          <Input.TextArea rows={4} maxLength={5000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
