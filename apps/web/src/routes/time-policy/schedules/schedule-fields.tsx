import type { Schedule } from '@ponteiro/shared';
import { DatePicker, Form, Input, Radio, Switch } from 'antd';
import type { SchemaRules } from '../../../forms/schema-rules';
import { currentLanguage } from '../../../i18n';
import { datePickerProps } from '../../../i18n/date-input';
import { formatDate } from '../../../i18n/format';
import { useTimePolicyTranslation } from '../texts';

/**
 * Name, AEJ code, kind, pre-assigned break and the date the version applies from (on an edit,
 * what a new version means for the days before it).
 */
export function ScheduleFields({
  schedule,
  check,
}: {
  schedule: Schedule | null;
  check: SchemaRules;
}) {
  const { t } = useTimePolicyTranslation();
  const language = currentLanguage();
  return (
    <fieldset className="form-section">
      <legend>{t('form.identification')}</legend>
      <div className="form-grid">
        <Form.Item name="name" label={t('form.name')} rules={check('name')}>
          <Input autoFocus autoComplete="off" maxLength={120} />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('form.code')}
          extra={t('form.codeHelp')}
          rules={check('code')}
        >
          <Input autoComplete="off" maxLength={30} />
        </Form.Item>
        <Form.Item
          name="effective_from"
          label={t('form.effectiveFrom')}
          rules={check('effective_from')}
          extra={
            schedule
              ? `${t('form.currentVersion', { date: formatDate(schedule.current.effective_from) })} ${t('form.effectiveFromEdit')}`
              : t('form.effectiveFromNew')
          }
        >
          <DatePicker {...datePickerProps(language)} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item name="kind" label={t('form.kind')}>
        <Radio.Group
          options={[
            { value: 'weekly', label: t('form.kindWeekly') },
            { value: 'cycle', label: t('form.kindCycle') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="pre_assigned_break"
        label={t('form.preAssignedBreak')}
        valuePropName="checked"
        extra={t('form.preAssignedBreakHelp')}
      >
        <Switch />
      </Form.Item>
    </fieldset>
  );
}
