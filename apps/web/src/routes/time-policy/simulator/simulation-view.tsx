import { endpoints, type Simulation } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Progress, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { downloadOperation } from '../../../api/download';
import { callOperation } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { useCan } from '../../../session/use-can';
import { ApplyDialog } from './apply-dialog';
import { SIMULATIONS_KEY, useSimulation } from './queries';
import { SimulationResults } from './simulation-results';
import { useSimulatorTranslation } from './texts';

const failed = (error: unknown) =>
  toast.error(isApiError(error) ? error.message : i18n.t('http.genericError'));

function Actions({ simulation }: { simulation: Simulation }) {
  const { t } = useSimulatorTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState(simulation.name ?? '');
  const [applying, setApplying] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      callOperation(
        endpoints.simulator.save,
        { params: { id: simulation.id }, body: { name: name.trim() } },
        { silent: true },
      ),
    onSuccess: async () => {
      toast.success(t('result.saveOk'));
      setNaming(false);
      await queryClient.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    },
    onError: failed,
  });
  const exporting = useMutation({
    mutationFn: () =>
      downloadOperation(
        endpoints.simulator.file,
        `simulation-${simulation.selection.from}-${simulation.selection.to}.xlsx`,
        { params: { id: simulation.id } },
        { silent: true },
      ),
    onError: failed,
  });
  return (
    <Space wrap className="simulator__actions">
      <Button
        onClick={() => exporting.mutate()}
        loading={exporting.isPending}
        data-testid="simulator-export"
      >
        {t('result.export')}
      </Button>
      <Button onClick={() => setNaming(true)} data-testid="simulator-save">
        {t('result.save')}
      </Button>
      {can('settings.time_policy.schedule.edit') ? (
        <Button onClick={() => setApplying(true)} data-testid="simulator-apply">
          {t('result.apply')}
        </Button>
      ) : null}
      {simulation.name ? (
        <Tag color="blue">{t('result.saved', { name: simulation.name })}</Tag>
      ) : null}
      <Modal
        open={naming}
        title={t('result.save')}
        onCancel={() => setNaming(false)}
        onOk={() => save.mutate()}
        okButtonProps={{ disabled: name.trim() === '' }}
        confirmLoading={save.isPending}
      >
        <Input
          aria-label={t('result.saveName')}
          placeholder={t('result.saveName')}
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
          data-testid="simulator-save-name"
        />
      </Modal>
      <ApplyDialog simulation={simulation} open={applying} onClose={() => setApplying(false)} />
    </Space>
  );
}

/** One simulation: its progress while it runs, why it failed, or its comparison. */
export function SimulationView({ id, onNew }: { id: string; onNew: () => void }) {
  const { t } = useSimulatorTranslation();
  const simulation = useSimulation(id);
  const s = simulation.data;
  return (
    <section className="simulator__view" data-testid="simulator-view">
      <div className="simulator__view-head">
        <h2>
          {t('result.title')}
          {s ? (
            <span className="cell-muted">
              {' · '}
              {t('result.period', {
                from: formatDate(s.selection.from),
                to: formatDate(s.selection.to),
              })}
            </span>
          ) : null}
        </h2>
        <Button onClick={onNew}>{t('result.newSimulation')}</Button>
      </div>
      <ListError error={simulation.error} retry={() => void simulation.refetch()} />
      {!s ? (
        simulation.isLoading ? (
          <Skeleton active />
        ) : null
      ) : s.status === 'queued' || s.status === 'running' ? (
        <div data-testid="simulator-progress" role="status">
          <p>
            {s.status === 'queued'
              ? t('progress.queued')
              : t('progress.running', { done: s.done, total: s.total })}
          </p>
          <Progress percent={s.total > 0 ? Math.round((s.done / s.total) * 100) : 0} />
        </div>
      ) : s.status === 'failed' ? (
        <Alert type="error" showIcon message={t('progress.failed')} description={s.error} />
      ) : (
        <>
          <Actions simulation={s} />
          <SimulationResults simulation={s} />
        </>
      )}
    </section>
  );
}
