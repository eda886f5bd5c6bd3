import { CalendarOutlined } from '@ant-design/icons';
import { endpoints } from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { callOperation } from '../../api/operations';
import { toast } from '../../feedback/toast';
import { AssignScheduleDialog } from './assign-schedule-dialog';
import { refreshAfterAssignment } from './schedule-queries';
import { useEmployeesTranslation } from './texts';

/**
 * The bulk bar's "Atribuir horário": one schedule from one date for the selected employees (all
 * or nothing, as the API does it); the selection is cleared once they have it.
 */
export function BulkScheduleAction({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useEmployeesTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CalendarOutlined />} onClick={() => setOpen(true)}>
        {t('list.assignSchedule')}
      </Button>
      {open ? (
        <AssignScheduleDialog
          title={t('list.assignScheduleTitle', { count: ids.length })}
          assign={async (body) => {
            const { assigned } = await callOperation(
              endpoints.scheduleAssignments.bulk,
              { body: { ...body, employee_ids: ids } },
              { silent: true },
            );
            toast.success(t('list.scheduleAssigned', { count: assigned }));
            await refreshAfterAssignment(queryClient);
            onDone();
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
