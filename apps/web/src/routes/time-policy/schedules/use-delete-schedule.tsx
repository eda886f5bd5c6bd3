import { endpoints, type Schedule } from '@ponteiro/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error';
import { callOperation } from '../../../api/operations';
import { toast } from '../../../feedback/toast';
import { i18n } from '../../../i18n';
import { SCHEDULES_KEY } from '../queries';
import { useTimePolicyTranslation } from '../texts';

/**
 * Deletes a schedule after the list's confirmation. A schedule ever given to an employee cannot
 * go (the API's 409): that is not a passing toast but a dialog that says why and what to do.
 */
export function useDeleteSchedule() {
  const { t } = useTimePolicyTranslation();
  const queryClient = useQueryClient();
  const [inUse, setInUse] = useState<{ name: string; message: string } | null>(null);
  const remove = useMutation({
    mutationFn: (schedule: Schedule) =>
      callOperation(
        endpoints.timePolicy.schedules.remove,
        { params: { id: schedule.id } },
        { silent: true },
      ),
    onSuccess: async (_data, schedule) => {
      toast.success(t('list.deleted', { name: schedule.name }));
      await queryClient.invalidateQueries({ queryKey: SCHEDULES_KEY });
    },
    onError: (error, schedule) => {
      if (isApiError(error) && error.status === 409) {
        setInUse({ name: schedule.name, message: error.message });
      } else {
        toast.error(isApiError(error) ? error.message : i18n.t('http.genericError'));
      }
    },
  });

  const dialog = (
    <Modal
      open={inUse !== null}
      title={inUse ? t('list.inUseTitle', { name: inUse.name }) : null}
      onCancel={() => setInUse(null)}
      onOk={() => setInUse(null)}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText={t('list.inUseOk')}
    >
      <div data-testid="schedule-in-use" role="alert">
        <p>{inUse?.message}</p>
        <p>{t('list.inUseHelp')}</p>
      </div>
    </Modal>
  );
  return { remove: (schedule: Schedule) => remove.mutate(schedule), dialog };
}
