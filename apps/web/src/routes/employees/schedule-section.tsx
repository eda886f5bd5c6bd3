import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { type Employee, endpoints, type ScheduleAssignment } from '@ponteiro/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Tag } from 'antd';
import { type CSSProperties, useState } from 'react';
import { callOperation } from '../../api/operations';
import { ListError } from '../../components/resource/list-search';
import { toast } from '../../feedback/toast';
import { formatDate, formatDateTime } from '../../i18n/format';
import { useCan } from '../../session/use-can';
import { AssignScheduleDialog } from './assign-schedule-dialog';
import { refreshAfterAssignment, scheduleLabel, useScheduleAssignments } from './schedule-queries';
import { CurrentSchedule, SCHEDULE_SECTION_ID } from './schedule-status';
import { useEmployeesTranslation } from './texts';
import { WeekPreviewDrawer } from './week-preview-drawer';

// The side panel is 280 px wide: a plain list reads better there than a table.
const SUBTITLE: CSSProperties = { fontSize: 14, margin: '16px 0 8px' };
const LIST: CSSProperties = { listStyle: 'none', padding: 0, margin: 0 };
const ITEM: CSSProperties = { marginBottom: 8 };

/**
 * The side panel's "Horário": the schedule in force (or a clear notice that there is none), the
 * assignment history, "Atribuir horário" for `employee.edit` and the week preview. `notice` is an
 * error carried from the create page (the employee was saved, the schedule was not).
 */
export function ScheduleSection({ employee, notice }: { employee: Employee; notice?: string }) {
  const { t } = useEmployeesTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const assignments = useScheduleAssignments(employee.id);
  const [assigning, setAssigning] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const list = assignments.data ?? [];

  return (
    <section id={SCHEDULE_SECTION_ID} data-testid="employee-schedule" tabIndex={-1}>
      <h2 className="page-card__title">{t('schedule.title')}</h2>
      {notice ? <Alert type="error" showIcon title={notice} closable /> : null}
      <ListError error={assignments.error} retry={() => void assignments.refetch()} />
      {assignments.isLoading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : assignments.isSuccess ? (
        <CurrentSchedule assignments={list} />
      ) : null}
      <Space orientation="vertical" className="employee-side__actions">
        {can('employee.edit') ? (
          <Button icon={<CalendarOutlined />} onClick={() => setAssigning(true)}>
            {t('schedule.assign')}
          </Button>
        ) : null}
        <Button icon={<ClockCircleOutlined />} onClick={() => setPreviewing(true)}>
          {t('schedule.preview')}
        </Button>
      </Space>
      {assignments.isSuccess ? <ScheduleHistory assignments={list} /> : null}
      {assigning ? (
        <AssignScheduleDialog
          title={t('schedule.assignTitle', { name: employee.name })}
          assign={async (body, name) => {
            await callOperation(
              endpoints.scheduleAssignments.add,
              { params: { id: employee.id }, body },
              { silent: true },
            );
            toast.success(t('schedule.assigned', { name, date: formatDate(body.effective_from) }));
            await refreshAfterAssignment(queryClient);
          }}
          onClose={() => setAssigning(false)}
        />
      ) : null}
      {previewing ? (
        <WeekPreviewDrawer
          employee={employee}
          assignments={list}
          onClose={() => setPreviewing(false)}
        />
      ) : null}
    </section>
  );
}

/** Every assignment, newest date first: from when, which schedule, who gave it and when. */
function ScheduleHistory({ assignments }: { assignments: readonly ScheduleAssignment[] }) {
  const { t } = useEmployeesTranslation();
  return (
    <div data-testid="schedule-history">
      <h3 style={SUBTITLE}>{t('schedule.history')}</h3>
      {assignments.length === 0 ? (
        <p className="cell-muted">{t('schedule.historyEmpty')}</p>
      ) : (
        <ul style={LIST}>
          {assignments.map((a) => {
            const at = formatDateTime(a.created_at);
            return (
              <li key={a.id} style={ITEM}>
                <div>
                  <strong>{formatDate(a.effective_from)}</strong> · {scheduleLabel(a.schedule)}{' '}
                  {a.current ? <Tag color="green">{t('schedule.current')}</Tag> : null}
                </div>
                <div className="cell-muted">
                  {a.created_by.name
                    ? t('schedule.by', { name: a.created_by.name, at })
                    : t('schedule.bySystem', { at })}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
