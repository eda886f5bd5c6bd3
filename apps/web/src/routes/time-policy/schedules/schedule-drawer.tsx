import {
  engineRulesSchema,
  type FullRules,
  type Schedule,
  scheduleBodySchema,
} from '@ponteiro/shared';
import { Button, Collapse, Drawer, Form, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { ListError } from '../../../components/resource/list-search';
import { schemaRules } from '../../../forms/schema-rules';
import { engineProblem } from '../engine-check';
import { useAdvancedSettings } from '../queries';
import { countSet, mergeRules, partialRulesOf } from '../rules/rule-fields';
import { RulesFields } from '../rules/rules-fields';
import { useTimePolicyTranslation } from '../texts';
import { CycleEditor } from './cycle-editor';
import { ScheduleFields } from './schedule-fields';
import {
  engineScheduleOf,
  type ScheduleFormValues,
  scheduleBodyOf,
  scheduleValuesOf,
} from './schedule-form-values';
import { SchedulePreview } from './schedule-preview';
import { useSaveSchedule } from './use-save-schedule';
import { WeekEditor } from './week-editor';

const check = schemaRules(scheduleBodySchema, scheduleBodyOf);

/**
 * The rules the preview computes with: the form's (when the contract takes them) over the
 * defaults, and the pre-assigned break as the engine reads it (as the API's scenario passes it).
 */
function previewRules(defaults: FullRules, values: ScheduleFormValues | undefined): FullRules {
  const own = partialRulesOf(values?.rules);
  const rules = mergeRules(defaults, engineRulesSchema.safeParse(own).success ? own : {});
  return values?.pre_assigned_break ? { ...rules, preAssignedBreak: true } : rules;
}

interface ScheduleFormProps {
  schedule: Schedule | null;
  defaults: FullRules;
  onClose: () => void;
}

/** The form itself, once the company defaults (placeholders and the preview's rules) are in. */
function ScheduleForm({ schedule, defaults, onClose }: ScheduleFormProps) {
  const { t } = useTimePolicyTranslation();
  const [form] = Form.useForm<ScheduleFormValues>();
  const [initial] = useState(() => scheduleValuesOf(schedule, dayjs().format('YYYY-MM-DD')));
  const values = Form.useWatch((all: ScheduleFormValues) => all, { form, preserve: true });
  const save = useSaveSchedule(schedule, form, onClose);
  const current = values ?? initial;
  // A rotation's days off are its weekly rest: unless the schedule set rest days, it has none.
  const clearRestDays = () => {
    if (form.getFieldValue(['rules', 'restDays']) === undefined) {
      form.setFieldValue(['rules', 'restDays'], []);
    }
  };

  return (
    <Form<ScheduleFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      scrollToFirstError
      onValuesChange={(changed: Partial<ScheduleFormValues>) => {
        if (changed.kind === 'cycle') clearRestDays();
      }}
      onFinish={() => {
        // Every value, also of the kind not shown (its fields are not mounted): the body picks.
        const all: ScheduleFormValues = form.getFieldsValue(true);
        save.submit(all, engineProblem({ schedule: engineScheduleOf(all) }) !== undefined);
      }}
      onFinishFailed={save.failed}
    >
      <FormAlert message={save.errors.form} />
      <ScheduleFields schedule={schedule} check={check} />
      <fieldset className="form-section">
        <legend>{t('form.times')}</legend>
        <p className="cell-muted">{t('form.timesHelp')}</p>
        <FormAlert message={save.errors.schedule} />
        {current.kind === 'cycle' ? (
          <CycleEditor check={check} onBuilt={clearRestDays} />
        ) : (
          <WeekEditor check={check} />
        )}
      </fieldset>
      <fieldset className="form-section">
        <legend>{t('preview.title')}</legend>
        <SchedulePreview
          schedule={engineScheduleOf(current)}
          rules={previewRules(defaults, current)}
        />
      </fieldset>
      <FormAlert message={save.errors.rules} />
      <Collapse
        className="rules-collapse"
        items={[
          {
            key: 'rules',
            forceRender: true,
            label: `${t('rules.title')} · ${t('rules.changed', { count: countSet(current.rules) })}`,
            children: (
              <>
                <p className="cell-muted">{t('rules.overrideHelp')}</p>
                <RulesFields mode="override" baseline={defaults} check={check} />
              </>
            ),
          },
        ]}
      />
      <Space className="schedule-form__actions">
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('crud.save')}
        </Button>
        <Button onClick={onClose}>{t('crud.cancel')}</Button>
      </Space>
    </Form>
  );
}

/** Create or edit a schedule in a wide drawer (times, preview and rules side by side in reach). */
export function ScheduleDrawer({
  schedule,
  onClose,
}: {
  schedule: Schedule | null;
  onClose: () => void;
}) {
  const { t } = useTimePolicyTranslation();
  const settings = useAdvancedSettings();
  return (
    <Drawer
      open
      size="min(1120px, 100vw)"
      title={schedule ? t('form.edit', { name: schedule.name }) : t('form.create')}
      onClose={onClose}
    >
      <div data-testid="schedule-form">
        <ListError error={settings.error} retry={() => void settings.refetch()} />
        {settings.data ? (
          <ScheduleForm schedule={schedule} defaults={settings.data.rules} onClose={onClose} />
        ) : settings.isLoading ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : null}
      </div>
    </Drawer>
  );
}
