import { WEEKDAY_KEYS, type WeekdayKey } from '@ponteiro/shared';
import { Checkbox, Select } from 'antd';
import { useTimePolicyTranslation } from '../texts';

// Inputs for the rules that are not numbers or times. In a schedule a rule may be left to the
// company default, so yes/no becomes a three-way choice and the rest days get "use the default".

interface ChoiceInputProps {
  value?: boolean | null;
  onChange?: (value: boolean | undefined) => void;
  /** The company default's text ("Sim"), shown in the "default" option. */
  baseline: string;
  id?: string;
  disabled?: boolean;
}

/** Yes, no, or the company default (undefined). */
export function ChoiceInput({ value, onChange, baseline, ...props }: ChoiceInputProps) {
  const { t } = useTimePolicyTranslation();
  const selected = value === true ? 'yes' : value === false ? 'no' : 'default';
  return (
    <Select
      {...props}
      value={selected}
      onChange={(next) => onChange?.(next === 'default' ? undefined : next === 'yes')}
      options={[
        { value: 'default', label: t('rules.useDefault', { value: baseline }) },
        { value: 'yes', label: t('rules.yes') },
        { value: 'no', label: t('rules.no') },
      ]}
    />
  );
}

interface RestDaysInputProps {
  value?: WeekdayKey[] | null;
  onChange?: (value: WeekdayKey[] | undefined) => void;
  /** Set (schedule form): the company's rest days, behind a "use the company default" box. */
  companyDays?: readonly WeekdayKey[];
  /** Those days as text ("dom"). */
  companyText?: string;
  id?: string;
  disabled?: boolean;
}

/** Weekly rest days, Monday first; in a schedule, unset means the company default. */
export function RestDaysInput(props: RestDaysInputProps) {
  const { value, onChange, companyDays, id, disabled } = props;
  const { t } = useTimePolicyTranslation();
  const usingDefault = companyDays !== undefined && (value === undefined || value === null);
  return (
    <div className="rest-days" id={id}>
      {companyDays !== undefined ? (
        <Checkbox
          checked={usingDefault}
          disabled={disabled}
          // Unticked, the days start as the company's, to be changed from there.
          onChange={(event) => onChange?.(event.target.checked ? undefined : [...companyDays])}
        >
          {t('rules.useDefaultDays', { value: props.companyText })}
        </Checkbox>
      ) : null}
      {usingDefault ? null : (
        <Checkbox.Group
          disabled={disabled}
          value={value ?? []}
          // Kept in week order whatever order the boxes were ticked in.
          onChange={(days) => onChange?.(WEEKDAY_KEYS.filter((day) => days.includes(day)))}
          options={WEEKDAY_KEYS.map((day) => ({
            value: day,
            label: t(`weekdays.short.${day}`),
          }))}
        />
      )}
    </div>
  );
}
