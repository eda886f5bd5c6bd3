import {
  type Department,
  endpoints,
  type Flow,
  type FlowBody,
  flowBodySchema,
  REQUEST_TYPES,
  type RequestType,
  type Subsidiary,
} from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callOperation } from '../../api/operations';
import { FormAlert } from '../../components/form-alert';
import { useOptions } from '../../components/resource/use-options';
import { toast } from '../../feedback/toast';
import { type SchemaRules, schemaRules } from '../../forms/schema-rules';
import {
  type FlowFormValues,
  flowBodyOf,
  flowFieldOf,
  flowValuesOf,
  takesMinimum,
} from './flow-values';
import { flowName } from './flow-words';
import { parseMinutes } from './minutes';
import { FLOWS_KEY, usePeople } from './queries';
import { placeServerErrors } from './server-errors';
import { StepsEditor } from './steps-editor';
import { useWorkflowTranslation } from './texts';

const searchable = { showSearch: { optionFilterProp: 'label' }, allowClear: true } as const;

/** The conditions that choose this flow: subsidiaries, departments, a minimum duration. */
function ConditionFields({ rules }: { rules: SchemaRules }) {
  const { t } = useWorkflowTranslation();
  const form = Form.useFormInstance<FlowFormValues>();
  const type = Form.useWatch('request_type', form);
  const subsidiaries = useOptions<Subsidiary>(endpoints.organization.subsidiaries);
  const departments = useOptions<Department>(endpoints.organization.departments, {
    ordering: 'path',
  });
  return (
    <fieldset className="form-section">
      <legend>{t('form.conditions')}</legend>
      <p className="cell-muted">{t('form.conditionsHelp')}</p>
      <Form.Item
        name="subsidiary_ids"
        label={t('form.subsidiaries')}
        rules={rules('subsidiary_ids', ['conditions', 'subsidiary_ids'])}
      >
        <Select
          {...searchable}
          mode="multiple"
          placeholder={t('form.anySubsidiary')}
          loading={subsidiaries.isLoading}
          options={(subsidiaries.data?.results ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
      </Form.Item>
      <Form.Item
        name="department_ids"
        label={t('form.departments')}
        extra={t('form.departmentsHelp')}
        rules={rules('department_ids', ['conditions', 'department_ids'])}
      >
        <Select
          {...searchable}
          mode="multiple"
          placeholder={t('form.anyDepartment')}
          loading={departments.isLoading}
          options={(departments.data?.results ?? []).map((d) => ({
            value: d.id,
            label: d.path.join(' / '),
          }))}
        />
      </Form.Item>
      {takesMinimum(type) ? (
        <Form.Item
          name="min_time"
          label={t('form.minTime')}
          extra={t('form.minTimeHelp')}
          rules={[
            {
              // A screen rule: the contract takes minutes, the form takes "H:MM".
              validator: async (_rule, value?: string) => {
                if (parseMinutes(value) === undefined) throw new Error(t('form.minTimeInvalid'));
              },
            },
            ...rules('min_time', ['conditions', 'min_minutes']),
          ]}
        >
          <Input inputMode="numeric" placeholder="H:MM" maxLength={7} style={{ maxWidth: 160 }} />
        </Form.Item>
      ) : null}
    </fieldset>
  );
}

/** Creates or updates a flow; the API's field errors land next to their fields. */
function useSaveFlow(flow: Flow | null, onSaved: () => void) {
  const { t } = useWorkflowTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FlowBody) =>
      flow
        ? callOperation(
            endpoints.workflow.updateFlow,
            { params: { id: flow.id }, body },
            { silent: true },
          )
        : callOperation(endpoints.workflow.createFlow, { body }, { silent: true }),
    onSuccess: async (saved) => {
      toast.success(t(flow ? 'form.saved' : 'form.created', { name: flowName(t, saved) }));
      await queryClient.invalidateQueries({ queryKey: FLOWS_KEY });
      onSaved();
    },
  });
}

/**
 * Create or edit an approval flow in a drawer: name, type, priority, active, the conditions that
 * choose it and its ordered steps. The default flow shows only its steps (it matches everything,
 * stays on and keeps its type).
 */
export function FlowDrawer({
  flow,
  type,
  onClose,
}: {
  flow: Flow | null;
  /** The type of a new flow (the list's filter). */
  type: RequestType;
  onClose: () => void;
}) {
  const { t } = useWorkflowTranslation();
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<FlowFormValues>();
  const [initial] = useState(() => flowValuesOf(flow, type));
  const [error, setError] = useState<string>();
  const people = usePeople();
  const save = useSaveFlow(flow, onClose);
  const isDefault = flow?.is_default === true;
  const rules = schemaRules<FlowFormValues>(flowBodySchema, (values) => flowBodyOf(values, flow));

  const title = !flow
    ? t('form.create')
    : isDefault
      ? t('form.editDefault', { type: t(`types.${flow.request_type}`) })
      : t('form.edit', { name: flow.name });

  return (
    <Drawer open size="min(760px, 100vw)" title={title} onClose={onClose}>
      <div data-testid="flow-form">
        <FormAlert message={error} />
        <Form<FlowFormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initial}
          scrollToFirstError
          disabled={save.isPending}
          onFinish={() => {
            setError(undefined);
            const values: FlowFormValues = form.getFieldsValue(true);
            save.mutate(flowBodyOf(values, flow), {
              onError: (caught) => setError(placeServerErrors(form, caught, flowFieldOf)),
            });
          }}
          onFinishFailed={() => setError(t('form.fixErrors'))}
        >
          {isDefault ? (
            <Alert
              type="info"
              showIcon
              title={t('form.defaultNotice')}
              style={{ marginBottom: 16 }}
            />
          ) : (
            <>
              <Form.Item name="name" label={t('form.name')} rules={rules('name')}>
                <Input autoFocus maxLength={100} />
              </Form.Item>
              <Row gutter={12}>
                <Col xs={24} md={10}>
                  <Form.Item
                    name="request_type"
                    label={t('form.type')}
                    rules={rules('request_type')}
                  >
                    <Select
                      options={REQUEST_TYPES.map((value) => ({
                        value,
                        label: t(`types.${value}`),
                      }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={8}>
                  <Form.Item
                    name="priority"
                    label={t('form.priority')}
                    tooltip={t('form.priorityHelp')}
                    rules={rules('priority')}
                  >
                    <InputNumber min={0} max={1000} precision={0} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name="active"
                    label={t('form.active')}
                    tooltip={t('form.activeHelp')}
                    valuePropName="checked"
                  >
                    <Switch />
                  </Form.Item>
                </Col>
              </Row>
              <ConditionFields rules={rules} />
            </>
          )}
          <fieldset className="form-section">
            <legend>{t('form.steps')}</legend>
            <p className="cell-muted">{t('form.stepsHelp')}</p>
            <StepsEditor people={people.data} rules={rules} />
          </fieldset>
          <Space style={{ marginTop: 16 }}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {tc('crud.save')}
            </Button>
            <Button onClick={onClose}>{tc('crud.cancel')}</Button>
          </Space>
        </Form>
      </div>
    </Drawer>
  );
}
