import { endpoints, type Schedule, type Simulation } from '@ponteiro/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { callOperation } from '../../../api/operations';
import { FormAlert } from '../../../components/form-alert';
import { toast } from '../../../feedback/toast';
import { applyServerErrors } from '../../../forms/server-errors';
import { todayIso } from '../../timesheets/punch-log/use-punch-list';
import { SCHEDULES_KEY } from '../queries';
import { useSimulatorTranslation } from './texts';

interface ApplyValues {
  schedule_id: string;
  effective_from: dayjs.Dayjs;
}

/** The schedule's overrides with the proposal's on top (night and breaks key by key). */
function overridesWith(
  current: Schedule['current']['overrides'],
  proposed: Simulation['proposal']['rules'],
) {
  return {
    ...current,
    ...proposed,
    ...(current.night || proposed.night ? { night: { ...current.night, ...proposed.night } } : {}),
    ...(current.breaks || proposed.breaks
      ? { breaks: { ...current.breaks, ...proposed.breaks } }
      : {}),
  };
}

/**
 * The normal path from a proposal to the rules in force: a new version of one of the company's
 * schedules from a date, through the schedules' own update (as the schedule drawer saves it).
 */
export function ApplyDialog({
  simulation,
  open,
  onClose,
}: {
  simulation: Simulation;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useSimulatorTranslation();
  const [form] = Form.useForm<ApplyValues>();
  const [error, setError] = useState<string>();
  const queryClient = useQueryClient();
  const query = { page_size: 100, ordering: 'name' };
  const schedules = useQuery({
    queryKey: [...SCHEDULES_KEY, { query }],
    queryFn: () => callOperation(endpoints.timePolicy.schedules.list, { query }, { silent: true }),
    enabled: open,
  });
  const apply = useMutation({
    mutationFn: async (values: ApplyValues) => {
      const schedule = (schedules.data?.results ?? []).find((s) => s.id === values.schedule_id)!;
      const { current } = schedule;
      return callOperation(
        endpoints.timePolicy.schedules.update,
        {
          params: { id: schedule.id },
          body: {
            name: schedule.name,
            code: schedule.code,
            schedule: simulation.proposal.schedule ?? current.schedule,
            rules: overridesWith(current.overrides, simulation.proposal.rules),
            pre_assigned_break: current.pre_assigned_break,
            effective_from: values.effective_from.format('YYYY-MM-DD'),
          },
        },
        { silent: true },
      );
    },
    onSuccess: async (saved) => {
      toast.success(t('apply.done', { name: saved.name }));
      await queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
      onClose();
    },
    onError: (caught) => setError(applyServerErrors(form, caught, ['effective_from'])),
  });
  return (
    <Modal
      open={open}
      title={t('apply.title')}
      okText={t('apply.submit')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={apply.isPending}
      destroyOnHidden
    >
      <p>{t('apply.help')}</p>
      <FormAlert message={error} />
      <Form<ApplyValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ effective_from: dayjs(todayIso()).add(1, 'day') }}
        onFinish={(values) => {
          setError(undefined);
          apply.mutate(values);
        }}
        data-testid="simulator-apply-form"
      >
        <Form.Item name="schedule_id" label={t('apply.schedule')} rules={[{ required: true }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={schedules.isLoading}
            options={(schedules.data?.results ?? []).map((s) => ({
              value: s.id,
              label: `${s.name} (${s.code})`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="effective_from"
          label={t('apply.effectiveFrom')}
          rules={[{ required: true }]}
        >
          <DatePicker format="DD/MM/YYYY" allowClear={false} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
