import { endpoints, type Simulation } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, List, Popconfirm } from 'antd';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';
import { formatDate } from '../../../i18n/format';
import { SIMULATIONS_KEY, useSavedSimulations } from './queries';
import { useSimulatorTranslation } from './texts';

/** The simulations saved with a name, to open again and compare. */
export function SavedSimulations({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useSimulatorTranslation();
  const saved = useSavedSimulations();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (s: Simulation) =>
      callOperation(endpoints.simulator.remove, { params: { id: s.id } }, { silent: true }),
    onSuccess: async () => {
      toast.success(t('saved.deleted'));
      await queryClient.invalidateQueries({ queryKey: SIMULATIONS_KEY });
    },
    onError: (error) =>
      toast.error(isApiError(error) ? error.message : i18n.t('http.genericError')),
  });
  return (
    <section className="simulator__saved" data-testid="simulator-saved">
      <h2>{t('saved.title')}</h2>
      {saved.error ? <p className="cell-muted">{t('saved.loadError')}</p> : null}
      <List<Simulation>
        size="small"
        loading={saved.isLoading}
        dataSource={saved.data?.results ?? []}
        locale={{ emptyText: <span className="simulator__empty">{t('saved.empty')}</span> }}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Button key="open" type="link" onClick={() => onOpen(s.id)}>
                {t('saved.open')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('saved.deleteConfirm', { name: s.name })}
                onConfirm={() => remove.mutate(s)}
              >
                <Button type="link" danger>
                  {t('saved.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={s.name}
              description={`${formatDate(s.selection.from)} – ${formatDate(s.selection.to)}`}
            />
          </List.Item>
        )}
      />
    </section>
  );
}
