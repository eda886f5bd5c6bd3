import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  APPROVER_KINDS,
  ESCALATE_MAX_DAYS,
  FLOW_MAX_STEPS,
  type WorkflowPeople,
} from '@ponteiro/shared';
import { Button, Card, Col, Form, InputNumber, Row, Select, Space } from 'antd';
import type { SchemaRules } from '../../forms/schema-rules';
import { type FlowFormValues, NEW_STEP } from './flow-values';
import { useRoleName } from './flow-words';
import { useWorkflowTranslation } from './texts';

const searchable = { showSearch: { optionFilterProp: 'label' } } as const;

/** The fields of one step: who approves (a role, users) and when it escalates. */
function StepFields({
  index,
  people,
  rules,
}: {
  index: number;
  people: WorkflowPeople | undefined;
  rules: SchemaRules;
}) {
  const { t } = useWorkflowTranslation();
  const form = Form.useFormInstance<FlowFormValues>();
  const approver = Form.useWatch(['steps', index, 'approver'], form);
  const roleName = useRoleName(people);
  const n = index + 1;
  return (
    <Row gutter={12}>
      <Col xs={24} md={8}>
        <Form.Item
          name={[index, 'approver']}
          label={t('form.approver')}
          rules={rules('approver', ['steps', index, 'approver'])}
        >
          <Select
            aria-label={`${t('form.approver')} (${t('form.step', { n })})`}
            options={APPROVER_KINDS.map((kind) => ({ value: kind, label: t(`approvers.${kind}`) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        {approver === 'role' ? (
          <Form.Item
            name={[index, 'role']}
            label={t('form.role')}
            rules={rules('role', ['steps', index, 'role'])}
          >
            <Select
              {...searchable}
              aria-label={`${t('form.role')} (${t('form.step', { n })})`}
              placeholder={t('form.rolePlaceholder')}
              loading={!people}
              options={(people?.roles ?? []).map((role) => ({
                value: role.key,
                label: roleName(role.key),
              }))}
            />
          </Form.Item>
        ) : null}
        {approver === 'users' ? (
          <Form.Item
            name={[index, 'user_ids']}
            label={t('form.users')}
            rules={rules('user_ids', ['steps', index, 'user_ids'])}
          >
            <Select
              {...searchable}
              mode="multiple"
              aria-label={`${t('form.users')} (${t('form.step', { n })})`}
              placeholder={t('form.usersPlaceholder')}
              loading={!people}
              maxCount={20}
              options={(people?.users ?? []).map((user) => ({ value: user.id, label: user.name }))}
            />
          </Form.Item>
        ) : null}
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name={[index, 'escalate_after_days']}
          label={t('form.escalateAfter')}
          tooltip={t('form.escalateHelp')}
          rules={rules('escalate_after_days', ['steps', index, 'escalate_after_days'])}
        >
          <InputNumber
            aria-label={`${t('form.escalateAfter')} (${t('form.step', { n })})`}
            min={1}
            max={ESCALATE_MAX_DAYS}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * The flow's ordered steps (1 to 5): add, remove, move up and down; each picks who approves and,
 * optionally, after how many days without a decision it passes to the next.
 */
export function StepsEditor({
  people,
  rules,
}: {
  people: WorkflowPeople | undefined;
  rules: SchemaRules;
}) {
  const { t } = useWorkflowTranslation();
  return (
    <Form.List name="steps">
      {(fields, { add, remove, move }) => (
        <div className="workflow-steps" data-testid="steps-editor">
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <Card
                key={field.key}
                size="small"
                className="workflow-step"
                data-testid={`step-${n}`}
                title={t('form.step', { n })}
                extra={
                  <Space size={4}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined aria-hidden="true" />}
                      aria-label={t('form.moveUp', { n })}
                      title={t('form.moveUp', { n })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined aria-hidden="true" />}
                      aria-label={t('form.moveDown', { n })}
                      title={t('form.moveDown', { n })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden="true" />}
                      aria-label={t('form.removeStep', { n })}
                      title={t('form.removeStep', { n })}
                      disabled={fields.length === 1}
                      onClick={() => remove(index)}
                    />
                  </Space>
                }
              >
                <StepFields index={field.name} people={people} rules={rules} />
              </Card>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined aria-hidden="true" />}
            disabled={fields.length >= FLOW_MAX_STEPS}
            onClick={() => add({ ...NEW_STEP })}
            block
          >
            {t('form.addStep')}
          </Button>
          {fields.length >= FLOW_MAX_STEPS ? (
            <p className="cell-muted">{t('form.maxSteps', { max: FLOW_MAX_STEPS })}</p>
          ) : null}
        </div>
      )}
    </Form.List>
  );
}
