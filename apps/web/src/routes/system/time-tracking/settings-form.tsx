import {
  endpoints,
  PUNCH_COLLECTORS,
  TIME_TRACKING_DEFAULTS,
  TIME_TRACKING_LIMITS,
  type TimeTrackingSettings,
  type TimeTrackingSettingsBody,
  timeTrackingSettingsBodySchema,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, InputNumber, Popconfirm, Radio, Space } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { CardPreview } from './card-preview';
import { TIME_TRACKING_KEY } from './settings-query';
import { useTimeTrackingTranslation } from './texts';

/** The form's values: the body, with the wordings as text ('' for the product's). */
type Values = Omit<TimeTrackingSettingsBody, 'card_wording_pt' | 'card_wording_en'> & {
  card_wording_pt: string;
  card_wording_en: string;
};

const FIELDS = Object.keys(TIME_TRACKING_DEFAULTS);

const valuesOf = (s: Omit<TimeTrackingSettings, 'updated_at'>): Values => ({
  collectors: [...s.collectors],
  geolocation: s.geolocation,
  geofence_radius_m: s.geofence_radius_m,
  photo: s.photo,
  photo_retention_days: s.photo_retention_days,
  card_wording_pt: s.card_wording_pt ?? '',
  card_wording_en: s.card_wording_en ?? '',
  far_from_schedule_minutes: s.far_from_schedule_minutes,
  repeated_punch_seconds: s.repeated_punch_seconds,
  workday_cutoff: s.workday_cutoff,
});

/** The PUT body: every key (the whole form), a blank wording as null. */
const bodyOf = (v: Partial<Values>): TimeTrackingSettingsBody => ({
  collectors: v.collectors ?? [],
  geolocation: v.geolocation ?? 'recorded',
  geofence_radius_m: v.geofence_radius_m as number,
  photo: v.photo ?? 'off',
  photo_retention_days: v.photo_retention_days as number,
  card_wording_pt: v.card_wording_pt?.trim() ? v.card_wording_pt : null,
  card_wording_en: v.card_wording_en?.trim() ? v.card_wording_en : null,
  far_from_schedule_minutes: v.far_from_schedule_minutes as number,
  repeated_punch_seconds: v.repeated_punch_seconds as number,
  workday_cutoff: v.workday_cutoff ?? '',
});

// The numbers' bounds are the contract's (schema rules): no min/max on the inputs, which would
// clamp a value silently instead of saying next to the field what is allowed.
const L = TIME_TRACKING_LIMITS;

/** The settings form: five sections, one Save, and "restore defaults" behind a confirmation. */
export function TimeTrackingForm({ settings }: { settings: TimeTrackingSettings }) {
  const { t } = useTimeTrackingTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [dirty, setDirty] = useState(false);
  const rules = schemaRules(timeTrackingSettingsBodySchema, bodyOf);
  const wordingPt = Form.useWatch('card_wording_pt', form);
  const wordingEn = Form.useWatch('card_wording_en', form);
  const geolocation = Form.useWatch('geolocation', form);
  const photo = Form.useWatch('photo', form);

  const save = useMutation({
    mutationFn: (body: TimeTrackingSettingsBody) =>
      callOperation(endpoints.timeTracking.updateSettings, { body }, { silent: true }),
    onSuccess: (saved, _body, restoring) => {
      queryClient.setQueryData(TIME_TRACKING_KEY, saved);
      form.setFieldsValue(valuesOf(saved));
      setDirty(false);
      toast.success(t(restoring ? 'restored' : 'saved'));
    },
    onError: (caught) => setError(applyServerErrors(form, caught, FIELDS) ?? undefined),
    onMutate: (body) => body === RESTORE_BODY,
  });

  const section = (id: string, title: string, explanation?: string) => (
    <>
      <h2 id={`time-tracking-${id}`} className="page-card__title">
        {title}
      </h2>
      {explanation ? <p className="page-subtitle">{explanation}</p> : null}
    </>
  );

  return (
    <Form<Values>
      form={form}
      name="time-tracking-settings"
      layout="vertical"
      requiredMark={false}
      initialValues={valuesOf(settings)}
      onValuesChange={() => setDirty(true)}
      onFinish={(values) => {
        setError(undefined);
        save.mutate(bodyOf(values));
      }}
      className="page-stack"
    >
      <FormAlert message={error} />
      <section className="page-card" aria-labelledby="time-tracking-collectors">
        {section('collectors', t('collectors.title'), t('collectors.explanation'))}
        <Form.Item name="collectors" label={t('collectors.label')} rules={rules('collectors')}>
          <Checkbox.Group
            options={PUNCH_COLLECTORS.map((c) => ({ value: c, label: t(`collectors.${c}`) }))}
          />
        </Form.Item>
      </section>

      <section className="page-card" aria-labelledby="time-tracking-location">
        {section('location', t('location.title'))}
        <Form.Item name="geolocation" label={t('location.geolocation')}>
          <Radio.Group
            options={[
              { value: 'required', label: t('location.required') },
              { value: 'recorded', label: t('location.recorded') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="geofence_radius_m"
          label={t('location.radius')}
          extra={t('location.radiusHint')}
          rules={rules('geofence_radius_m')}
        >
          <InputNumber step={10} />
        </Form.Item>
        <Form.Item name="photo" label={t('location.photo')}>
          <Radio.Group
            options={[
              { value: 'off', label: t('location.photoOff') },
              { value: 'optional', label: t('location.photoOptional') },
              { value: 'required', label: t('location.photoRequired') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="photo_retention_days"
          label={t('location.retention')}
          extra={t('location.retentionHint')}
          rules={rules('photo_retention_days')}
        >
          <InputNumber />
        </Form.Item>
      </section>

      <section className="page-card" aria-labelledby="time-tracking-wording">
        {section('wording', t('wording.title'), t('wording.explanation'))}
        <Form.Item
          name="card_wording_pt"
          label={t('wording.pt')}
          rules={rules('card_wording_pt')}
          validateDebounce={200}
        >
          <Input maxLength={L.cardWording.max} showCount />
        </Form.Item>
        <Form.Item
          name="card_wording_en"
          label={t('wording.en')}
          rules={rules('card_wording_en')}
          validateDebounce={200}
        >
          <Input maxLength={L.cardWording.max} showCount />
        </Form.Item>
        <CardPreview
          wordingPt={wordingPt}
          wordingEn={wordingEn}
          locationRequired={geolocation === 'required'}
          photoAsked={photo !== undefined && photo !== 'off'}
        />
      </section>

      <section className="page-card" aria-labelledby="time-tracking-abnormal">
        {section('abnormal', t('abnormal.title'), t('abnormal.explanation'))}
        <Form.Item
          name="far_from_schedule_minutes"
          label={t('abnormal.far')}
          extra={t('abnormal.farHint')}
          rules={rules('far_from_schedule_minutes')}
        >
          <InputNumber />
        </Form.Item>
        <Form.Item
          name="repeated_punch_seconds"
          label={t('abnormal.repeated')}
          extra={t('abnormal.repeatedHint')}
          rules={rules('repeated_punch_seconds')}
        >
          <InputNumber />
        </Form.Item>
      </section>

      <section className="page-card" aria-labelledby="time-tracking-workday">
        {section('workday', t('workday.title'))}
        <Form.Item
          name="workday_cutoff"
          label={t('workday.cutoff')}
          extra={t('workday.cutoffHint')}
          rules={rules('workday_cutoff')}
          validateDebounce={200}
        >
          <Input placeholder="HH:MM" maxLength={5} style={{ maxWidth: 120 }} />
        </Form.Item>
      </section>

      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!dirty}>
          {t('save')}
        </Button>
        <Popconfirm
          title={t('restoreConfirm')}
          okText={t('restoreOk')}
          cancelText={t('cancel')}
          onConfirm={() => {
            setError(undefined);
            form.resetFields();
            save.mutate(RESTORE_BODY);
          }}
        >
          <Button disabled={save.isPending}>{t('restore')}</Button>
        </Popconfirm>
      </Space>
    </Form>
  );
}

/** What "restore defaults" sends: the shared defaults, the same the API answers before a save. */
const RESTORE_BODY: TimeTrackingSettingsBody = { ...TIME_TRACKING_DEFAULTS };
