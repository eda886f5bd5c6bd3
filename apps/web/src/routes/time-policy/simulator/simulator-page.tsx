import { endpoints, type SimulationBody } from '@ponteiro/shared';
import { useMutation } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { callOperation } from '../../../api/operations';
import { ListError } from '../../../components/resource/list-search';
import { isUuid } from '../../timesheets/period/month';
import { isIsoDate } from '../../timesheets/punch-log/punch-log-query';
import { useAdvancedSettings } from '../queries';
import { SavedSimulations } from './saved-simulations';
import { SimulationView } from './simulation-view';
import { SimulatorForm } from './simulator-form';
import { useSimulatorTranslation } from './texts';
import './simulator.css';

/**
 * `/time-policy/simulator` (issue 20): HR replays a past period under proposed rules and sees
 * it beside what was computed; the simulation open is kept in the address (`?id=`).
 */
export function SimulatorPage() {
  const { t } = useSimulatorTranslation();
  const settings = useAdvancedSettings();
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const period = isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : undefined;
  const open = (next: string | undefined) =>
    setParams(next ? { id: next } : {}, { replace: false });
  const run = useMutation({
    mutationFn: (body: SimulationBody) =>
      callOperation(endpoints.simulator.create, { body }, { silent: true }),
    onSuccess: (created) => open(created.id),
  });
  return (
    <section className="page-card page-card--wide simulator" data-testid="simulator">
      <h1 className="page-title">{t('title')}</h1>
      <p className="page-subtitle">{t('subtitle')}</p>
      {/* A result gets the whole width (its table is wide); the saved list goes below it. */}
      <div className={`simulator__layout${isUuid(id) ? ' simulator__layout--result' : ''}`}>
        <div className="simulator__main">
          {isUuid(id) ? (
            <SimulationView id={id} onNew={() => open(undefined)} />
          ) : (
            <>
              <h2>{t('form.title')}</h2>
              <ListError error={settings.error} retry={() => void settings.refetch()} />
              {settings.data ? (
                <SimulatorForm
                  defaults={settings.data.rules}
                  period={period}
                  pending={run.isPending}
                  onRun={(body) => run.mutateAsync(body)}
                />
              ) : settings.isLoading ? (
                <Skeleton active paragraph={{ rows: 10 }} />
              ) : null}
            </>
          )}
        </div>
        <SavedSimulations onOpen={(next) => open(next)} />
      </div>
    </section>
  );
}
