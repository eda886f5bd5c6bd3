import { BRAZIL_STATES, HOLIDAY_SCOPES } from '@ponteiro/shared';
import { DatePicker, Form, type FormInstance, Input, Radio, Select } from 'antd';
import type { SchemaRules } from '../../../forms/schema-rules';
import { datePickerProps } from '../../../i18n/date-input';
import { useLanguage } from '../../../i18n/use-language';
import { useCalendarTranslation } from '../calendar-texts';
import { STATE_NAMES } from './brazil-states';
import type { HolidayValues } from './holiday-values';
import { SwitchField } from './switch-field';
import { useWorkplaces } from './use-holiday-calendar';

const STATE_OPTIONS = BRAZIL_STATES.map((uf) => ({
  value: uf,
  label: `${uf} — ${STATE_NAMES[uf]}`,
}));

/** The holiday form's fields: the place fields follow the scope (UF, city, workplace). */
export function HolidayFields({
  form,
  rules,
}: {
  form: FormInstance<HolidayValues>;
  rules: SchemaRules;
}) {
  const { t } = useCalendarTranslation();
  const { language } = useLanguage();
  const { workplaces } = useWorkplaces();
  const scope = Form.useWatch('scope', form);
  return (
    <>
      <Form.Item name="date" label={t('form.date')} rules={rules('date')}>
        <DatePicker {...datePickerProps(language)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="name" label={t('form.name')} rules={rules('name')}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="scope" label={t('form.scope')}>
        <Radio.Group
          optionType="button"
          options={HOLIDAY_SCOPES.map((value) => ({
            value,
            label: t(`kinds.${value}`),
          }))}
        />
      </Form.Item>
      {scope !== 'company' ? (
        <Form.Item
          name="state"
          label={t('form.state')}
          rules={rules('state')}
          dependencies={['scope']}
        >
          <Select showSearch={{ optionFilterProp: 'label' }} options={STATE_OPTIONS} />
        </Form.Item>
      ) : null}
      {scope === 'municipal' ? (
        <Form.Item
          name="city"
          label={t('form.city')}
          extra={t('form.cityHelp')}
          rules={rules('city')}
          dependencies={['scope']}
        >
          <Input maxLength={100} />
        </Form.Item>
      ) : null}
      {scope === 'company' ? (
        <Form.Item
          name="subsidiary_id"
          label={t('form.workplace')}
          extra={t('form.workplaceHelp')}
          rules={rules('subsidiary_id')}
        >
          <Select
            options={[
              { value: '', label: t('place.allWorkplaces') },
              ...workplaces.map((w) => ({ value: w.id, label: w.name })),
            ]}
          />
        </Form.Item>
      ) : null}
      <SwitchField name="recurring" label={t('form.recurring')} extra={t('form.recurringHelp')} />
    </>
  );
}
