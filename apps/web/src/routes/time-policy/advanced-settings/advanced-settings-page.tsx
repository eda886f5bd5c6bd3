import {
  type AdvancedSettings,
  type AdvancedSettingsBody,
  advancedSettingsBodySchema,
  endpoints,
} from '@ponteiro/shared';
import { DEFAULT_RULES } from '@ponteiro/time-engine';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Skeleton } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { ButtonLink } from '../../../components/button-link';
import { FormAlert } from '../../../components/form-alert';
import { ListError } from '../../../components/resource/list-search';
import { toast } from '../../../feedback/toast';
import { schemaRules } from '../../../forms/schema-rules';
import { applyServerErrors } from '../../../forms/server-errors';
import { formatDateTime } from '../../../i18n/format';
import { useCan } from '../../../session/use-can';
import { ADVANCED_SETTINGS_KEY, useAdvancedSettings } from '../queries';
import { partialRulesOf, type RuleValues, ruleValuesOf } from '../rules/rule-fields';
import { RulesFields } from '../rules/rules-fields';
import { useSimulatorTranslation } from '../simulator/texts';
import { useTimePolicyTranslation } from '../texts';
import { TimeInput } from '../time-input';

interface SettingsValues {
  rules: RuleValues;
  workday_cutoff: string;
}

/** The engine's statutory values: what a blank field means, and what need not be stored. */
const STATUTORY = DEFAULT_RULES as AdvancedSettings['rules'];

/** Only what departs from the law is stored: the rest follows the statutory defaults. */
const bodyOf = (values: SettingsValues): AdvancedSettingsBody => ({
  rules: partialRulesOf(values.rules, STATUTORY),
  workday_cutoff: values.workday_cutoff?.trim() || null,
});
const check = schemaRules(advancedSettingsBodySchema, bodyOf);

function SettingsForm({ settings, editable }: { settings: AdvancedSettings; editable: boolean }) {
  const { t } = useTimePolicyTranslation();
  const [form] = Form.useForm<SettingsValues>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (body: AdvancedSettingsBody) =>
      callOperation(endpoints.timePolicy.updateAdvancedSettings, { body }, { silent: true }),
    onSuccess: (saved) => {
      toast.success(t('advanced.saved'));
      queryClient.setQueryData(ADVANCED_SETTINGS_KEY, saved);
      form.setFieldsValue({ rules: ruleValuesOf(saved.rules) });
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['workday_cutoff'])),
  });

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={!editable}
      initialValues={{
        rules: ruleValuesOf(settings.rules),
        workday_cutoff: settings.workday_cutoff ?? '',
      }}
      scrollToFirstError
      onFinish={(values) => {
        setError(undefined);
        save.mutate(bodyOf(values));
      }}
    >
      <FormAlert message={error} />
      <fieldset className="form-section">
        <legend>{t('advanced.workday')}</legend>
        <div className="form-grid">
          <Form.Item
            name="workday_cutoff"
            label={t('advanced.workdayCutoff')}
            extra={t('advanced.workdayCutoffHelp')}
            rules={check('workday_cutoff')}
          >
            <TimeInput allowClear />
          </Form.Item>
        </div>
      </fieldset>
      <RulesFields mode="full" baseline={STATUTORY} check={check} disabled={!editable} />
      {editable ? (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('advanced.save')}
        </Button>
      ) : null}
    </Form>
  );
}

/**
 * `/time-policy/advanced-setting`: the company's default for every rule (statutory values shown
 * beside each) and the workday cut-off. New schedules and new versions take them; saved versions
 * keep theirs. Read-only without `settings.time_policy.advanced_setting.edit`.
 */
export function AdvancedSettingsPage() {
  const { t } = useTimePolicyTranslation();
  const simulator = useSimulatorTranslation().t;
  const can = useCan();
  const settings = useAdvancedSettings();
  const editable = can('settings.time_policy.advanced_setting.edit');
  const updated = settings.data?.updated_at;
  return (
    <section className="page-card" data-testid="advanced-settings">
      <h1 className="page-title">{t('advanced.title')}</h1>
      <p className="page-subtitle">{t('advanced.subtitle')}</p>
      <Alert
        type="info"
        showIcon
        className="advanced-settings__notice"
        message={t('advanced.appliesTo')}
        description={
          settings.data
            ? updated
              ? t('advanced.updatedAt', { at: formatDateTime(updated) })
              : t('advanced.never')
            : undefined
        }
      />
      {editable ? null : (
        <Alert
          type="warning"
          showIcon
          className="advanced-settings__notice"
          message={t('advanced.readOnly')}
        />
      )}
      {editable ? (
        <ButtonLink
          to="/time-policy/simulator"
          className="advanced-settings__notice"
          data-testid="advanced-settings-simulator"
        >
          {simulator('link')}
        </ButtonLink>
      ) : null}
      <ListError error={settings.error} retry={() => void settings.refetch()} />
      {settings.data ? (
        <SettingsForm settings={settings.data} editable={editable} />
      ) : settings.isLoading ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : null}
    </section>
  );
}
