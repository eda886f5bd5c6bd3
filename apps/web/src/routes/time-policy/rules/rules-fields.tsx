import type { FullRules, WeekdayKey } from '@ponteiro/shared';
import { Form, type FormRule, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { SchemaRules } from '../../../forms/schema-rules';
import { engineProblem } from '../engine-check';
import { type TimePolicyT, useTimePolicyTranslation } from '../texts';
import { TimeInput } from '../time-input';
import {
  mergeRules,
  partialRulesOf,
  RULE_FIELDS,
  RULE_GROUPS,
  type RuleField,
  type RuleValues,
  ruleValue,
} from './rule-fields';
import { ChoiceInput, RestDaysInput } from './rule-inputs';
import { ruleText } from './rule-text';

/**
 * - `override` (a schedule): every rule may stay blank, meaning the company default (`baseline`),
 *   which placeholders and hints show.
 * - `full` (advanced settings): every rule has its value; `baseline` is the statutory default,
 *   shown next to each and taken back by a blank number or time.
 */
export type RulesMode = 'override' | 'full';

interface RulesFieldsProps {
  mode: RulesMode;
  baseline: FullRules;
  /** The form's `schemaRules`: each rule is checked by the contract at `rules.<path>`. */
  check: SchemaRules;
  disabled?: boolean;
}

/** The engine refuses a night window whose start and end are the same time. */
function nightRule(t: TimePolicyT, baseline: FullRules): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const rules = mergeRules(baseline, partialRulesOf(getFieldValue('rules') as RuleValues));
      if (engineProblem({ rules })?.path === 'rules.night') throw new Error(t('rules.nightSame'));
    },
  });
}

function ruleInput(field: RuleField, props: RulesFieldsProps, t: TimePolicyT): ReactNode {
  const base = ruleValue(props.baseline, field);
  // The Form.Item's label names each input (its `htmlFor` is the id antd gives the input).
  const common = { disabled: props.disabled };
  switch (field.kind) {
    case 'minutes':
    case 'percent':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          placeholder={String(base)}
          suffix={field.kind === 'minutes' ? 'min' : '%'}
        />
      );
    case 'time':
      return <TimeInput {...common} placeholder={String(base)} />;
    case 'switch':
      return props.mode === 'full' ? (
        <Switch {...common} />
      ) : (
        <ChoiceInput {...common} baseline={ruleText(t, field, base)} />
      );
    default:
      return props.mode === 'full' ? (
        <RestDaysInput disabled={props.disabled} />
      ) : (
        <RestDaysInput
          disabled={props.disabled}
          companyDays={base as WeekdayKey[]}
          companyText={ruleText(t, field, base)}
        />
      );
  }
}

function RuleItem({ field, ...props }: RulesFieldsProps & { field: RuleField }) {
  const { t } = useTimePolicyTranslation();
  const base = ruleText(t, field, ruleValue(props.baseline, field));
  const night = field.name === 'nightStart' || field.name === 'nightEnd';
  return (
    <Form.Item
      name={['rules', field.name]}
      label={t(`rules.fields.${field.name}`)}
      valuePropName={field.kind === 'switch' && props.mode === 'full' ? 'checked' : 'value'}
      dependencies={field.name === 'nightEnd' ? [['rules', 'nightStart']] : undefined}
      rules={[
        ...props.check(field.name, ['rules', ...field.path]),
        ...(night ? [nightRule(t, props.baseline)] : []),
      ]}
      extra={
        <>
          {t(`rules.hints.${field.name}`)}{' '}
          <strong>
            {props.mode === 'full'
              ? t('rules.statutory', { value: base })
              : t('rules.companyDefault', { value: base })}
          </strong>
        </>
      }
    >
      {ruleInput(field, props, t)}
    </Form.Item>
  );
}

/** Every rule the engine reads, by group (tolerance, night, pay, breaks, rest). */
export function RulesFields(props: RulesFieldsProps) {
  const { t } = useTimePolicyTranslation();
  return RULE_GROUPS.map((group) => (
    <fieldset className="form-section" key={group}>
      <legend>{t(`rules.groups.${group}`)}</legend>
      <div className="form-grid">
        {RULE_FIELDS.filter((field) => field.group === group).map((field) => (
          <RuleItem key={field.name} field={field} {...props} />
        ))}
      </div>
    </fieldset>
  ));
}
